# attack: object.__setattr__(a, '__class__', B)
# expect: policy dunder
# message: Forbidden call to dunder function: __setattr__
class A:
    pass
object.__setattr__(A(), '__class__', int)
