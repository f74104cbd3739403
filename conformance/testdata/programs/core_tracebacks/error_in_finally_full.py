# traceback: full
def f():
    try:
        raise ValueError('first')
    finally:
        print('cleanup')
        {}['second']
f()
