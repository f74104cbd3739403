# traceback: full
def f():
    try:
        1/0
    except* KeyError:
        pass
def g():
    try:
        raise ExceptionGroup('g', [ValueError(1), TypeError(2)])
    except* ValueError:
        pass
def h():
    try:
        raise ExceptionGroup('g', [ValueError(1), TypeError(2)])
    except* ValueError:
        raise KeyError(3)
try:
    raise OSError('outer')
except OSError:
    g()
