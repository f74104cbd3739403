# yield from delegation: values, send, throw and close reach the sub-generator.
def sub():
    try:
        x = yield "sub ready"
        while True:
            x = yield "sub got %r" % (x,)
    except GeneratorExit:
        print("sub closing")
        raise
    except KeyError as e:
        print("sub caught", repr(e))
        yield "sub recovered"
        return "sub result"

def outer():
    result = yield from sub()
    print("outer got", result)
    yield from ["list", "items"]
    yield from range(2)

o = outer()
print(next(o))
print(o.send(1))
print(o.throw(KeyError("k")))
print(list(o))

o = outer()
print(next(o))
o.close()
print("closed")

def catches_exit():
    try:
        yield 1
    except GeneratorExit:
        return "ignored"

def delegator():
    r = yield from catches_exit()
    print("delegator resumed with", r)
    yield 2

d = delegator()
next(d)
d.close()
print("delegator closed")
