fs = [lambda: i for i in range(3)]
print([f() for f in fs])
gs = [lambda i=i: i for i in range(3)]
print([g() for g in gs])
def make():
    out = []
    for i in range(3):
        def f(): return i * 10
        out.append(f)
    return out
print([f() for f in make()])
