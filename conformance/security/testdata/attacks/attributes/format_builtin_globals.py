# attack: format() of a keyword field
# known-hole: str.format field lookups skip the dunder policy (leaks reprs of dunder attributes) — owner: py/pyfmt
# expect: policy dunder
# message: Forbidden access to dunder attribute: __globals__
def f():
    pass
'{f.__globals__}'.format(f=f)
