# attack: reading object.__init_subclass__
# table: __init_subclass__ is the class-creation hook the class statement calls anyway; __subclasses__ stays refused
# expect: policy dunder
# message: Forbidden access to dunder attribute: __subclasses__
# output: {'x': 1} True
f = object.__init_subclass__
class A:
    def __init_subclass__(cls, **kw):
        super().__init_subclass__()
        cls.tag = kw
class B(A, x=1):
    pass
print(B.tag, f is not None)
object.__subclasses__
