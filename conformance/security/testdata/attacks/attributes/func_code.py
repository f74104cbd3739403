# attack: f.__code__ (code objects)
# expect: policy dunder
# message: Forbidden access to dunder attribute: __code__
def f():
    pass
f.__code__.co_consts
