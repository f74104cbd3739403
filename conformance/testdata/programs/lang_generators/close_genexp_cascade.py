# Breaking out of a loop over a generator expression closes it and the fresh generator it reads.
def source(tag):
    try:
        for i in range(10):
            yield i
    finally:
        print("source", tag, "finalized")

for sq in (i * i for i in source("A")):
    print("square", sq)
    if sq >= 4:
        break
print("after A")

for pair in ((i, j) for i in range(3) for j in source("B%d" % i)):
    print(pair)
    if pair == (0, 1):
        break
print("after B")

print(next(x for x in source("C") if x > 2))
print("after C")
