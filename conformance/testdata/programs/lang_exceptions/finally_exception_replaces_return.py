def f():
    try:
        return 'value'
    finally:
        raise RuntimeError('finally wins')
try:
    f()
except RuntimeError as e:
    print(e)
