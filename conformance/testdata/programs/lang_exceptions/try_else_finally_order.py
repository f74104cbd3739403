def f(fail):
    try:
        print('try')
        if fail: raise ValueError('x')
    except ValueError:
        print('except')
    else:
        print('else')
    finally:
        print('finally')
    print('after')
f(False); print('--'); f(True)
