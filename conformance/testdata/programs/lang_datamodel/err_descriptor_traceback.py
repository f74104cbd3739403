# traceback: full
class Positive:
    def __set_name__(self, owner, name):
        self.name = name
    def __get__(self, obj, objtype=None):
        return obj.__dict__[self.name] if False else 0
    def __set__(self, obj, value):
        if value <= 0:
            raise ValueError(f'{self.name} must be > 0')
class Order:
    qty = Positive()
    def __init__(self, qty):
        self.qty = qty
Order(3)
Order(0)
