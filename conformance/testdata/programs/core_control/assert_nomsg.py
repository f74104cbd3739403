# traceback: full
def check(v):
    assert v
check(1)
check([])
