def append_to(x, acc=[]):
    acc.append(x)
    return acc
print(append_to(1), append_to(2), append_to(3, []))
def counter(d={}):
    d['n'] = d.get('n', 0) + 1
    return d['n']
print(counter(), counter(), counter({}))
def show(default=print('evaluated at def')):
    return default
print(show(), show(1))
x = 10
def uses(y=x):
    return y
x = 20
print(uses())
def kw(*, z=[]):
    z.append(len(z))
    return z
print(kw(), kw())
def safe(acc=None):
    if acc is None:
        acc = []
    acc.append(1)
    return acc
print(safe(), safe())
