# Generators still suspended when the program ends are collected at exit:
# their finally blocks, except GeneratorExit clauses and __exit__ methods
# run, oldest first (an exception there is reported on stderr).
def reader(lines):
    try:
        for line in lines:
            yield line.upper()
    finally:
        print("reader closed")

def numbers():
    try:
        n = 0
        while True:
            yield n
            n += 1
    except GeneratorExit:
        print("numbers got GeneratorExit")
        raise

def plain():
    yield 1
    yield 2

class Res:
    def __enter__(self):
        print("open")
        return self
    def __exit__(self, *a):
        print("close", a[0].__name__ if a[0] else None)

def managed():
    with Res():
        yield "a"
        yield "b"

r = reader(["a", "b", "c"])
print(next(r))
n = numbers()
print(next(n), next(n))
p = plain()
print(next(p))
m = managed()
print(next(m))
done = reader(["x"])
print(list(done))
unstarted = reader(["y"])
def bad():
    try:
        yield 1
    finally:
        raise ValueError("in finally")
b = bad()
next(b)
print("end of program")
