# A generator held in a variable is not closed by breaking out of a loop over it: it can be resumed.
def counter():
    n = 0
    while n < 6:
        yield n
        n += 1
    print("counter exhausted")

c = counter()
for x in c:
    if x == 2:
        break
print("paused at", x)
for x in c:
    print("resumed", x)

def passthrough(g):
    return g

d = counter()
for x in passthrough(d):
    break
print("next after passthrough:", next(d))
print(list(d))
