# attack: a decorator returning a refused builtin
# expect: policy builtin
# message: Forbidden function evaluation: 'exec'
def deco(f):
    return exec
@deco
def g():
    pass
g('1')
