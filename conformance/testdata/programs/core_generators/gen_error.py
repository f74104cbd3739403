# traceback: full
def risky(xs):
    for x in xs:
        yield 10 // x
for v in risky([5, 2, 0, 1]):
    print(v)
