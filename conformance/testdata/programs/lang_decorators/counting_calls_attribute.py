def counted(fn):
    def w(*a, **k):
        w.calls += 1
        return fn(*a, **k)
    w.calls = 0
    return w
@counted
def f(x): return x
for i in range(4): f(i)
print(f.calls)
