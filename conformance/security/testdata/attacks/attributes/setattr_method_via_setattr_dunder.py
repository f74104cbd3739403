# attack: object.__setattr__(a, '__class__', B)
# table: object.__setattr__ is callable on the program's instances; its name argument goes through the checkpoint, which refuses assigning __class__
# expect: policy dunder
# message: Forbidden assignment to dunder attribute: __class__
# output: 1
class A:
    pass
a = A()
object.__setattr__(a, 'x', 1)
print(a.x)
object.__setattr__(a, '__class__', int)
