# try/except* inside except* clauses, and inside ordinary handlers.
def inner_in_handler():
    try:
        raise ExceptionGroup('outer', [ValueError(1), TypeError(2)])
    except* ValueError as e:
        try:
            raise ExceptionGroup('inner', [KeyError(3), IndexError(4)])
        except* KeyError as k:
            print('inner handled', repr(k))
        print('outer value', repr(e))
    except* TypeError as e:
        print('outer type', repr(e))

def inner_escapes():
    try:
        raise ExceptionGroup('outer', [ValueError(1)])
    except* ValueError:
        try:
            raise ExceptionGroup('inner', [KeyError(3), IndexError(4)])
        except* KeyError:
            pass

def in_plain_except():
    try:
        raise RuntimeError('first')
    except RuntimeError:
        try:
            raise ExceptionGroup('g', [ValueError(1)])
        except* ValueError as v:
            print('value inside except', repr(v))
    return 'ok'

def group_of_groups():
    try:
        try:
            raise ExceptionGroup('a', [ValueError(1), ExceptionGroup('b', [TypeError(2), ValueError(3)])])
        except* TypeError as t:
            print('types', repr(t))
    except* ValueError as v:
        print('values outside', repr(v))

inner_in_handler()
try:
    inner_escapes()
except ExceptionGroup as e:
    print('escaped', repr(e))
print(in_plain_except())
group_of_groups()
