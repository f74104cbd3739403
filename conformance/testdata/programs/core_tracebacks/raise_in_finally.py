# traceback: full
def f():
    try:
        return 1 / 0
    finally:
        print('finally')
f()
