# krait-run: --allow-import numpy.*
import numpy as np
stock = np.array([[20, 35, 10], [5, 0, 40], [15, 25, 30]])
stores = ['A', 'B', 'C']
items = ['pens', 'pads', 'ink']
price = np.array([1.5, 3.0, 12.0])
value = stock @ price
for s, v in zip(stores, value):
    print(f"store {s}: ${v:,.2f}")
low = np.argwhere(stock < 10)
for r, c in low:
    print(f"low stock: store {stores[r]} {items[c]} ({stock[r, c]})")
print("total units per item:", dict(zip(items, stock.sum(axis=0).tolist())))
