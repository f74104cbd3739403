items = [
    {'name': 'widget', 'qty': 3, 'price': 2.50},
    {'name': 'gadget', 'qty': 1, 'price': 10.00},
    {'name': 'doohickey', 'qty': 12, 'price': 0.75},
]
subtotal = sum(i['qty'] * i['price'] for i in items)
tax = round(subtotal * 0.08, 2)
print(f'{"item":<10}{"qty":>5}{"total":>10}')
for i in items:
    print(f"{i['name']:<10}{i['qty']:>5}{i['qty'] * i['price']:>10.2f}")
print(f'subtotal={subtotal:.2f} tax={tax:.2f} total={subtotal + tax:.2f}')
