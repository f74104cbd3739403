inventory = {'apple': 3, 'pear': 0, 'fig': 12}
for name, qty in sorted(inventory.items(), key=lambda kv: -kv[1]):
    print(f'{name}: {qty}')
k, v = next(iter(inventory.items()))
print(k, v)
(a, b), = [(1, 2)]
print(a, b)
