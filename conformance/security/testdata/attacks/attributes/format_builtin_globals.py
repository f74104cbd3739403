# attack: format() of a keyword field
# expect: policy dunder
# message: Forbidden access to dunder attribute: __globals__
def f():
    pass
'{f.__globals__}'.format(f=f)
