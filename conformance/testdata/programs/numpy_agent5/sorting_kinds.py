# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([5, 2, 8, 2, 9, 1, 5])
for kind in ['quicksort', 'mergesort', 'stable', 'heapsort']:
    print(kind, np.sort(a, kind=kind), np.argsort(a, kind=kind) if kind != 'quicksort' else '')
print(np.sort(np.array([3.0, np.nan, 1.0, -np.inf])))
print(np.sort(np.array([1 + 2j, 1 - 1j, 0 + 5j])))
print(np.sort(np.array(['pear', 'Apple', 'apple'])))
