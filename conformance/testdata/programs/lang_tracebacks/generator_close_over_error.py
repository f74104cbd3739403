# traceback: full
def numbers():
    yield 1
    yield 2
def doubled(it):
    for n in it:
        yield n * 2
    raise StopIteration
print(list(doubled(numbers())))
