# attack: a match pattern fetching __setattr__ to store a dunder
# expect: policy dunder
# message: Forbidden access to dunder attribute: __setattr__
class A:
    pass
class B:
    pass
a = A()
match a:
    case object(__setattr__=s):
        s('__class__', B)
