# krait-run: --allow-import numpy.*
import numpy as np
sales = np.array([120, 95, 140, 180, 160, 210])
print(np.cumsum(sales))
print(np.cumprod([1, 2, 3, 4, 5]))
growth = sales[1:] / sales[:-1] - 1
print(np.round(growth * 100, 1))
print("Best month:", np.argmax(sales) + 1)
print("Running max:", np.maximum.accumulate(sales))
print("Running min:", np.minimum.accumulate(sales))
print(np.add.reduce(sales), np.multiply.reduce([1, 2, 3, 4]))
