def f():
    try:
        return 'try'
    finally:
        print('finally runs')
print(f())
def g():
    try:
        return 'try'
    finally:
        return 'finally wins'
print(g())
def h():
    for i in range(3):
        try:
            if i == 1:
                return i
        finally:
            print('cleanup', i)
print(h())
def k():
    try:
        raise ValueError('lost')
    finally:
        return 'swallowed'
print(k())
def m():
    try:
        1 / 0
    except ZeroDivisionError:
        return 'except'
    else:
        return 'else'
    finally:
        print('m finally')
print(m())
def n():
    try:
        pass
    except Exception:
        return 'no'
    else:
        return 'else branch'
print(n())
