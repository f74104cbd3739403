# traceback: full
orders = [{'id': 1, 'customer': {'name': 'ann'}}, {'id': 2, 'customer': {}}]
def label(order):
    return f"#{order['id']} for {order['customer']['name']}"
for o in orders:
    print(label(o))
