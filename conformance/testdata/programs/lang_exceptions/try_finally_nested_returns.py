def f():
    try:
        try:
            return 'inner'
        finally:
            print('inner finally')
    finally:
        print('outer finally')
print(f())
def g():
    for i in range(3):
        try:
            try:
                if i == 1:
                    raise ValueError
            finally:
                print('f', i)
        except ValueError:
            print('caught', i)
            continue
    return 'done'
print(g())
