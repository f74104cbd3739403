# Nested loops over fresh generators: each is closed when its own loop is left early.
def numbered(tag, n):
    try:
        for i in range(n):
            yield i
    finally:
        print("done", tag)

for i in range(3):
    for j in numbered("inner%d" % i, 4):
        if j == i:
            break
        print(i, j)
    print("row", i)

for a in numbered("outer", 3):
    for b in numbered("inner-of-%d" % a, 3):
        if a + b == 2:
            break
    else:
        print("no break for", a)
        continue
    print("broke at", a)
    break
else:
    print("outer exhausted")
print("end")
