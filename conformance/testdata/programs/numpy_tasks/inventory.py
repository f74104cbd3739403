# krait-run: --allow-import numpy.*
import numpy as np
qty = np.array([5, 0, 12, 3, 0, 8])
price = np.array([2.5, 10.0, 1.25, 4.0, 3.3, 0.99])
value = qty * price
print(value)
print("total:", value.sum())
print("out of stock idx:", np.where(qty == 0)[0].tolist())
print("restock:", np.clip(10 - qty, 0, None))
order = np.argsort(-value)
print(order, value[order])
