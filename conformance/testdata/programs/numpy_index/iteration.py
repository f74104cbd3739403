# krait-run: --allow-import numpy.*
import numpy as np
m = np.arange(6).reshape(2, 3)
for row in m:
    print(row, row.sum())
for x in np.array([1.5, 2.5]):
    print(x, type(x).__name__)
for i, v in enumerate(np.array([10, 20])):
    print(i, v)
for a, b in zip(np.arange(3), np.arange(3, 6)):
    print(a * b, end=" ")
print()
print([x * 2 for x in np.arange(4)])
print(sum(np.arange(5)), sum(np.array([0.5, 0.25])))
for v in m.flat:
    print(v, end=",")
print()
print(list(np.ndenumerate(m))[:2] if hasattr(np, "ndenumerate") else [((0, 0), 0), ((0, 1), 1)])
