# attack: type(a).__dict__
# expect: policy dunder
# message: Forbidden access to dunder attribute: __dict__
class A:
    x = 1
type(A()).__dict__
