# krait-run: --allow-import numpy.*
import numpy as np
names = np.array(['dave', 'amy', 'carl', 'bea'])
ages = np.array([31, 25, 31, 22])
order = np.lexsort((names, ages))
print(names[order], ages[order])
print(np.sort(ages)[::-1])
print(np.argsort(ages, kind='stable'))
print(np.searchsorted(np.sort(ages), 30))
