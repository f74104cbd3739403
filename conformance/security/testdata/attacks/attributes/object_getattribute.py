# attack: object.__getattribute__(x, '__dict__')
# expect: policy dunder
# message: Forbidden call to dunder function: __getattribute__
class A:
    pass
object.__getattribute__(A(), '__dict__')
