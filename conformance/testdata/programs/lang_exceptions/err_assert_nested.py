# traceback: full
def validate(order):
    assert order['qty'] > 0, 'quantity must be positive'
    return True
def process(orders):
    for o in orders:
        validate(o)
    return len(orders)
print(process([{'qty': 1}]))
process([{'qty': 2}, {'qty': 0}])
