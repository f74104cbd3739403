# attack: obj.__class__ = B
# expect: policy dunder
# message: Forbidden assignment to dunder attribute: __class__
class A:
    pass
class B:
    pass
a = A()
a.__class__ = B
