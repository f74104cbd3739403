# traceback: full
def gen():
    yield 1
    yield 'two'
print([x + 1 for x in gen()])
