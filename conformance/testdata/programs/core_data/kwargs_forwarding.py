def inner(a, b=0, *args, c=None, **kw):
    return f'a={a} b={b} args={args} c={c} kw={kw}'
def outer(*args, **kwargs):
    return inner(*args, **kwargs)
print(outer(1))
print(outer(1, 2, 3, 4, c=5, d=6))
print(outer(a=7, b=8))
opts = {'c': 'C', 'z': 'Z'}
print(inner(0, *[1, 2], **opts))
