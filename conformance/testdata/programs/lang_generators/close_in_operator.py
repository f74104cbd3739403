# The in operator over a temporary generator closes it as soon as the test is done.
def gen(tag):
    try:
        yield 1
        yield 2
        yield 3
    finally:
        print("finally", tag)

print(2 in gen("in"))
print(5 not in gen("not in"))
print(1 in (x for x in gen("genexp")))
if 2 in gen("cond"):
    print("found")
g = gen("held")
print(1 in g, next(g))
print(list(g))
