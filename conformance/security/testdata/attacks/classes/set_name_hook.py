# attack: __set_name__ receives the owner class; its dunders stay refused
# table: the owner's __dict__ is a read-only copy; walking down with __subclasses__ is refused
# expect: policy dunder
# message: Forbidden call to dunder function: __subclasses__
# output: x ['x']
class D:
    def __set_name__(self, owner, name):
        print(name, sorted(k for k in owner.__dict__ if not k.startswith('__')))
        owner.__subclasses__()
class A:
    x = D()
