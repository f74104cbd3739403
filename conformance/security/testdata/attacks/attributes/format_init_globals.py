# attack: '{0.__init__.__globals__}'.format(obj)
# known-hole: str.format field lookups skip the dunder policy (leaks reprs of dunder attributes) — owner: py/pyfmt
# expect: policy dunder
# message: Forbidden access to dunder attribute: __init__
class A:
    def __init__(self):
        pass
'{0.__init__.__globals__}'.format(A())
