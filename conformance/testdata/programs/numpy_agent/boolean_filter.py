# krait-run: --allow-import numpy.*
import numpy as np
ages = np.array([25, 32, 18, 45, 52, 29, 61, 38])
salaries = np.array([40000, 55000, 20000, 80000, 95000, 50000, 105000, 62000])
mask = (ages > 30) & (salaries > 60000)
print(mask)
print("Ages:", ages[mask])
print("Salaries:", salaries[mask])
print("Avg salary over 40:", salaries[ages > 40].mean())
print("Count under 30:", np.sum(ages < 30))
print(np.where(ages > 40)[0])
print(np.argwhere(ages > 50))
print(np.nonzero(salaries > 90000))
