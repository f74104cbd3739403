class CM:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print('enter', self.name)
        return self.name
    def __exit__(self, et, ev, tb):
        print('exit', self.name, et.__name__ if et else None)
        return False
with CM('a') as a, CM('b') as b:
    print('body', a, b)
try:
    with CM('outer'):
        with CM('inner'):
            raise KeyError('boom')
except KeyError as e:
    print('propagated', e)
def gen_with():
    with CM('in-func'):
        return 'returned'
print(gen_with())
class Suppress:
    def __init__(self, *types):
        self.types = types
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        return et is not None and issubclass(et, self.types)
with Suppress(ZeroDivisionError):
    1 / 0
print('suppressed')
try:
    with Suppress(KeyError):
        1 / 0
except ZeroDivisionError:
    print('not suppressed')
class EnterFails:
    def __enter__(self):
        raise RuntimeError('enter failed')
    def __exit__(self, *a):
        print('exit should not run')
try:
    with EnterFails():
        print('body should not run')
except RuntimeError as e:
    print(e)
class ExitRaises:
    def __enter__(self): return self
    def __exit__(self, *a):
        raise ValueError('from exit')
try:
    with ExitRaises():
        raise KeyError('original')
except ValueError as e:
    print('exit error wins:', e)
