# traceback: full
def f():
    try:
        raise KeyError('first')
    finally:
        print('cleanup')
        [].pop()
f()
