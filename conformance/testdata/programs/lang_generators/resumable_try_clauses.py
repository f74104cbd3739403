# try/except/else/finally around yields in generators: throw, close, return and nested handlers.
def g1():
    try:
        yield 1
        yield 2
    finally:
        print("g1 finally")
print(list(g1()))
for x in g1():
    break
print("after break")

def g2():
    for i in range(4):
        try:
            if i == 2:
                raise ValueError(i)
            yield i
        except ValueError as e:
            print("caught", e)
        else:
            print("else", i)
        finally:
            print("fin", i)
print(list(g2()))

def g3():
    try:
        x = yield "start"
        while True:
            x = yield x * 2
    except KeyError as e:
        print("KE", e)
        return "stopped"
    finally:
        print("g3 cleanup")
g = g3()
print(next(g), g.send(2), g.send(5))
try:
    g.throw(KeyError("k"))
except StopIteration as e:
    print("stop", e.value)

def g4():
    try:
        yield 1
    except GeneratorExit:
        print("exit seen")
        raise
g = g4(); next(g); g.close(); print("closed g4")

def g5():
    for i in range(3):
        try:
            yield i
            if i == 1:
                return "ret"
        finally:
            print("f5", i)
print(list(g5()))
def g6():
    try:
        yield 1
    finally:
        return "from finally"
g = g6(); next(g)
try:
    next(g)
except StopIteration as e:
    print("g6", e.value)
def g7():
    try:
        try:
            yield 1
            raise IndexError("inner")
        finally:
            print("inner fin")
    except IndexError as e:
        print("outer caught", e)
    yield 2
print(list(g7()))
