def f():
    try:
        return 'try'
    finally:
        return 'finally'
def g():
    try:
        raise KeyError('lost')
    finally:
        return 'swallowed'
def h():
    x = 1
    try:
        return x
    finally:
        x = 2
        print('x set to', x)
print(f(), g(), h())
