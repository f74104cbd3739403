# A program ending with an uncaught exception: CPython prints the
# traceback, then collects the suspended generators (yield from chains too).
def inner():
    try:
        yield 1
        yield 2
    finally:
        print("inner finally")

def outer():
    try:
        yield from inner()
    finally:
        print("outer finally")

def pairs():
    with open_log() as log:
        for i in range(3):
            yield i, log


class open_log:
    def __enter__(self):
        return "log"

    def __exit__(self, *exc):
        print("log closed", exc[0].__name__)

o = outer()
print(next(o))
pr = pairs()
print(next(pr))
g2 = (i for i in range(3))
print(next(g2))
raise KeyError("boom")
