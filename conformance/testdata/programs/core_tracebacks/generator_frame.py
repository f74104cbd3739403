# traceback: full
def gen():
    yield 1
    yield {}['missing']
for x in gen():
    pass
