# traceback: full
def f():
    try:
        1 / 0
    except ZeroDivisionError:
        print('logging')
        raise
f()
