# attack: a descriptor __get__ receives the owner; walking it is still refused
# table: __mro__ of the owner is readable (classes reachable anyway); __subclasses__ is refused
# expect: policy dunder
# message: Forbidden call to dunder function: __subclasses__
# output: (<class '__main__.A'>, <class 'object'>)
class D:
    def __get__(self, obj, owner):
        return owner.__mro__
class A:
    x = D()
print(A().x)
A().x[-1].__subclasses__()
