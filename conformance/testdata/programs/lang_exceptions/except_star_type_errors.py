# except* refuses exception group types and non-exception classes at run
# time, when the clause is reached.
def attempt(label, f):
    try:
        f()
    except TypeError as e:
        print(label, 'TypeError:', e)
    except BaseException as e:
        print(label, type(e).__name__, repr(e))

def eg_clause():
    try:
        raise ExceptionGroup('g', [ValueError(1)])
    except* ExceptionGroup:
        pass

def beg_in_tuple():
    try:
        raise ExceptionGroup('g', [ValueError(1)])
    except* (ValueError, BaseExceptionGroup):
        pass

def not_a_class():
    try:
        raise ExceptionGroup('g', [ValueError(1)])
    except* 42:
        pass

def bad_tuple():
    try:
        raise ExceptionGroup('g', [ValueError(1)])
    except* (ValueError, 'TypeError'):
        pass

def checked_after_match():
    try:
        raise ExceptionGroup('g', [ValueError(1)])
    except* ValueError:
        print('handled first')
    except* ExceptionGroup:
        pass

def subclass():
    class MyEG(ExceptionGroup):
        pass
    try:
        raise ValueError(1)
    except* MyEG:
        pass

def not_reached():
    try:
        pass
    except* ExceptionGroup:
        pass
    print('no exception, clause not evaluated')

for f in (eg_clause, beg_in_tuple, not_a_class, bad_tuple, checked_after_match, subclass, not_reached):
    attempt(f.__name__, f)
