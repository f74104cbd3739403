# with statements around yields in generators: exit on exhaustion, break, close, throw and suppression.
class M:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress
    def __enter__(self):
        print("enter", self.name)
        return self.name.upper()
    def __exit__(self, t, e, tb):
        print("exit", self.name, t.__name__ if t else None)
        return self.suppress

def g1():
    with M("a") as a, M("b") as b:
        yield a
        yield b
    yield "after"
print(list(g1()))
for x in g1():
    break
print("after break")
g = g1(); next(g); g.close(); print("closed")

def g2():
    with M("s", suppress=True):
        yield 1
        raise ValueError("suppressed")
    yield "continued"
print(list(g2()))

def g3():
    with M("t"):
        x = yield 1
        print("sent", x)
g = g3(); next(g)
try:
    g.throw(KeyError("thrown"))
except KeyError as e:
    print("KE", e)
try:
    g = g3(); next(g); g.send("v")
except StopIteration:
    print("stopped")

def g4():
    for i in range(3):
        with M("loop%d" % i):
            if i == 1:
                continue
            yield i
            if i == 2:
                return "r"
print(list(g4()))
