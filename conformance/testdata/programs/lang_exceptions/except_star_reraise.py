# Re-raised parts keep the original group's shape; new exceptions are
# grouped with them in ExceptionGroup('', [...]).
def attempt(label, f):
    try:
        f()
        print(label, 'nothing raised')
    except BaseException as e:
        print(label, type(e).__name__, repr(e))

def bare_both():
    try:
        raise ExceptionGroup('g', [ValueError(1), TypeError(2), ExceptionGroup('n', [ValueError(3), KeyError(4)])])
    except* ValueError:
        raise
    except* KeyError:
        raise

def bare_one():
    try:
        raise ExceptionGroup('g', [ValueError(1), TypeError(2)])
    except* ValueError:
        raise
    except* TypeError:
        pass

def raise_bound():
    try:
        raise ExceptionGroup('g', [ValueError(1), TypeError(2)])
    except* ValueError as e:
        raise e

def new_and_rest():
    try:
        raise ExceptionGroup('g', [ValueError(1), TypeError(2), OSError(3)])
    except* ValueError:
        raise RuntimeError('from value handler')
    except* TypeError:
        raise

def two_new():
    try:
        raise ExceptionGroup('g', [ValueError(1), TypeError(2)])
    except* ValueError:
        raise KeyError('a')
    except* TypeError:
        raise KeyError('b')

def one_new_only():
    try:
        raise ExceptionGroup('g', [ValueError(1)])
    except* ValueError:
        raise KeyError('only')

def group_raised():
    try:
        raise ExceptionGroup('g', [ValueError(1), TypeError(2)])
    except* ValueError:
        raise ExceptionGroup('new', [IndexError(9)])

def all_handled():
    try:
        raise ExceptionGroup('g', [ValueError(1), TypeError(2)])
    except* ValueError:
        pass
    except* TypeError:
        pass

def unhandled():
    try:
        raise ExceptionGroup('g', [ValueError(1), TypeError(2), ExceptionGroup('n', [TypeError(3)])])
    except* ValueError:
        pass

for f in (bare_both, bare_one, raise_bound, new_and_rest, two_new, one_new_only, group_raised, all_handled, unhandled):
    attempt(f.__name__, f)
