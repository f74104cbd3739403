# attack: rebinding f.__defaults__
# expect: policy dunder
# message: Forbidden assignment to dunder attribute: __defaults__
def f(x=1):
    return x
f.__defaults__ = (2,)
