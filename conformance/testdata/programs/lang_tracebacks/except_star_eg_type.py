# traceback: full
def f():
    try:
        raise ExceptionGroup('eg', [ValueError(1)])
    except* ExceptionGroup:
        pass

f()
