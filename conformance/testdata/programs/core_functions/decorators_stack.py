def tag(name):
    def deco(f):
        def wrapper(*a, **k):
            return '<%s>%s</%s>' % (name, f(*a, **k), name)
        return wrapper
    return deco
@tag('b')
@tag('i')
def text(s):
    return s
print(text('hi'))
calls = []
def log(f):
    calls.append(f.__name__)
    return f
@log
def one(): return 1
@log
class Two: pass
print(calls, one(), Two.__name__)
def twice(f):
    return lambda *a: f(f(*a))
@twice
def inc(x): return x + 1
print(inc(5))
registry = {}
def register(key):
    def deco(f):
        registry[key] = f
        return f
    return deco
@register('sq')
def sq(x): return x * x
print(registry['sq'](7), sq(3))
class Deco:
    def __init__(self, f):
        self.f = f
        self.n = 0
    def __call__(self, *a):
        self.n += 1
        return self.f(*a)
@Deco
def add(a, b): return a + b
print(add(1, 2), add(3, 4), add.n)
