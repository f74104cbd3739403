def f():
    try:
        raise ValueError('first')
    finally:
        print('cleanup')
try:
    f()
except ValueError as e:
    print('got', e)
try:
    try:
        raise KeyError('a')
    finally:
        raise IndexError('b')
except IndexError as e:
    print('replaced by', repr(e))
