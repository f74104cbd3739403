# traceback: full
def level3(x):
    return {'a': 1}[x]
def level2(x):
    return level3(x)
def level1(x):
    return level2(x)
level1('b')
