# traceback: full
class Order:
    def __init__(self):
        self.quantity = 3
        self.unit_price = 2.0
o = Order()
print(o.quantity * o.unitprice)
