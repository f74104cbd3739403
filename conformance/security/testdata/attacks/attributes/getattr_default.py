# attack: getattr with a default must refuse, not fall back silently
# expect: policy dunder
# message: Forbidden access to dunder attribute: __globals__
def f():
    pass
g = getattr(f, '__globals__', None)
print(g)
