# attack: obj.__dict__ = {...}
# expect: policy dunder
# message: Forbidden assignment to dunder attribute: __dict__
class A:
    pass
a = A()
a.__dict__ = {'x': 1}
