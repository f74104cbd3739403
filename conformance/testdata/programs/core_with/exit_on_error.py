class CM:
    def __init__(self, name, swallow=False):
        self.name, self.swallow = name, swallow
    def __enter__(self):
        print('enter', self.name)
        return self
    def __exit__(self, t, v, tb):
        print('exit', self.name, t.__name__ if t else None, v)
        return self.swallow
with CM('a', True):
    1 / 0
print('after a')
try:
    with CM('b'):
        [][1]
except IndexError as e:
    print('caught', e)
with CM('c') as c, CM('d', True) as d:
    raise KeyError('x')
print('after cd')
def f():
    with CM('e'):
        return 'ret'
print(f())
for i in range(3):
    with CM('loop%d' % i):
        if i == 1:
            continue
        if i == 2:
            break
try:
    with CM('f', True):
        raise SystemExit(2)
    print('swallowed systemexit')
except SystemExit:
    print('not swallowed')
class Bad:
    def __enter__(self): return 1
try:
    with Bad():
        pass
except TypeError as e:
    print(e)
class Bad2:
    def __exit__(self, *a): return False
try:
    with Bad2():
        pass
except TypeError as e:
    print(e)
with CM('g'):
    with CM('h', True):
        raise ValueError('inner')
    print('between')
