# traceback: full
def find(xs, v):
    for x in xs:
        if x == v:
            return x
result = find([1, 2], 5)
print(result)
print(result + 1)
