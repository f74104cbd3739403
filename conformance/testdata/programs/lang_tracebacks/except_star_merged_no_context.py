# traceback: full
def f():
    try:
        raise TypeError('t')
    except TypeError as t:
        try:
            raise ExceptionGroup('g', [ValueError(1), t])
        except* ValueError:
            raise KeyError('k')
f()
