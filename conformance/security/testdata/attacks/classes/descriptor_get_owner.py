# attack: a descriptor __get__ receives the owner; walking it is still refused
# expect: policy dunder
# message: Forbidden access to dunder attribute: __mro__
class D:
    def __get__(self, obj, owner):
        return owner.__mro__
class A:
    x = D()
A().x
