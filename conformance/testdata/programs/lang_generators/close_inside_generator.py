# A generator looping over a fresh generator closes it when it leaves the loop early or is closed itself.
def inner(tag):
    try:
        for i in range(5):
            yield i
    finally:
        print("inner", tag, "closed")

def take(n):
    for x in inner("take"):
        if x >= n:
            break
        yield x
    print("take after loop")
    yield "tail"

print(list(take(2)))

def relay():
    for x in inner("relay"):
        yield x * 10

r = relay()
print(next(r), next(r))
r.close()
print("relay closed")

def guarded():
    try:
        for x in inner("guarded"):
            yield x
    finally:
        print("guarded finally")

g = guarded()
print(next(g))
g.close()
print("guarded closed")
