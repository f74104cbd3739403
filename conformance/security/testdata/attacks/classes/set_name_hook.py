# attack: __set_name__ receives the owner class; its dunders stay refused
# expect: policy dunder
# message: Forbidden access to dunder attribute: __dict__
class D:
    def __set_name__(self, owner, name):
        owner.__dict__
class A:
    x = D()
