# krait-run: --allow-import numpy.*
import numpy as np
prices = np.array([19.99, 5.49, 3.99, 12.00, 7.25])
qty = np.array([2, 10, 3, 1, 4])
subtotal = prices * qty
print(subtotal)
print("Total:", subtotal.sum().round(2))
discount = np.where(subtotal > 20, 0.1, 0.0)
final = subtotal * (1 - discount)
print(final.round(2))
print(np.argsort(final)[::-1])
print(np.clip(final, 10, 40))
print(np.round(final / final.sum() * 100, 1))
print(np.isclose(final.sum(), 108.763))
print(np.unique(np.array([3, 1, 2, 3, 1, 1]), return_counts=True))
