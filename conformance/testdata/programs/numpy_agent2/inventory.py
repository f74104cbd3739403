# krait-run: --allow-import numpy.*
import numpy as np
stock = np.array([25, 0, 12, 7, 40, 3])
reorder = np.array([10, 5, 15, 10, 20, 5])
need = stock < reorder
print("Need reorder:", np.where(need)[0].tolist())
print("Order qty:", np.where(need, reorder * 2 - stock, 0))
print("Total units:", stock.sum(), "Out of stock:", np.count_nonzero(stock == 0))
print(np.sort(stock)[::-1][:3])
