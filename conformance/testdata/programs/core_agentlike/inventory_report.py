inventory = [
    {'sku': 'A1', 'name': 'widget', 'qty': 12, 'price': 2.5},
    {'sku': 'B2', 'name': 'gadget', 'qty': 0, 'price': 10.0},
    {'sku': 'C3', 'name': 'doohickey', 'qty': 5, 'price': 7.25},
]
in_stock = [i for i in inventory if i['qty'] > 0]
value = sum(i['qty'] * i['price'] for i in inventory)
print(f'{len(in_stock)} of {len(inventory)} in stock, total value ${value:,.2f}')
for item in sorted(inventory, key=lambda i: i['qty'] * i['price'], reverse=True):
    print(f"{item['sku']:<4}{item['name']:>10} {item['qty']:>3} x {item['price']:6.2f}")
low = {i['name']: i['qty'] for i in inventory if i['qty'] < 10}
print(low)
