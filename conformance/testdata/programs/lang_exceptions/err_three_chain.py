# traceback: full
def a():
    raise ValueError('root cause')
def b():
    try:
        a()
    except ValueError as e:
        raise TypeError('middle') from e
def c():
    try:
        b()
    except TypeError:
        raise RuntimeError('top')
c()
