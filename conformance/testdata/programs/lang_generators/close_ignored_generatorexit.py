# A generator that yields again when closed is reported by CPython and ignored; the program goes on.
def stubborn():
    try:
        yield 1
    except GeneratorExit:
        print("caught GeneratorExit, yielding anyway")
        yield 2
    print("never reached")

for x in stubborn():
    print("x =", x)
    break
print("after stubborn loop")

def raising():
    try:
        yield "a"
    finally:
        print("cleanup raises")
        raise RuntimeError("cleanup failed")

for x in raising():
    break
print("after raising loop")

g = stubborn()
next(g)
try:
    g.close()
except RuntimeError as e:
    print("explicit close:", e)
