# attack: object.__getattribute__(x, '__dict__')
# table: object.__getattribute__ is callable: its name argument goes through the checkpoint
# expect: policy dunder
# message: Forbidden access to dunder attribute: __globals__
# output: {'x': 1}
class A:
    pass
a = A()
a.x = 1
print(object.__getattribute__(a, '__dict__'))
object.__getattribute__(lambda: 0, '__globals__')
