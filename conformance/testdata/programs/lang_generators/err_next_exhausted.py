# traceback: full
def take(it):
    first = next(it)
    second = next(it)
    return first, second
print(take(iter([1, 2, 3])))
take(iter([1]))
