# attack: a match pattern fetching __setattr__ to store a dunder
# expect: policy dunder
# message: Forbidden access to dunder attribute: __setattr__
# known-hole: match class patterns read attributes without the dunder policy — owner: interp
class A:
    pass
class B:
    pass
a = A()
match a:
    case object(__setattr__=s):
        s('__class__', B)
