# traceback: full
class Ctx:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress
    def __enter__(self):
        print('enter', self.name)
        return self.name.upper()
    def __exit__(self, et, ev, tb):
        print('exit', self.name, et.__name__ if et else None, ev)
        return self.suppress
with Ctx('a') as x, Ctx('b') as y:
    print('body', x, y)
with Ctx('s', True):
    raise ValueError('swallowed')
print('after')
def f():
    with Ctx('r'):
        return 'returned'
print(f())
try:
    with Ctx('c'):
        1 / 0
except ZeroDivisionError as e:
    print('propagated', e)
with 5:
    pass
