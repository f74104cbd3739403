# attack: a lambda decorator walking __globals__
# expect: policy dunder
# message: Forbidden access to dunder attribute: __globals__
@(lambda f: f.__globals__)
def g():
    pass
