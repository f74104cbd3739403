# krait-run: --allow-import numpy.*
import numpy as np
a = np.arange(6).reshape(2, 3)
for x in np.nditer(a):
    print(x, end=' ')
print()
b = a.astype(float)
with np.nditer(b, op_flags=['readwrite']) as it:
    for x in it:
        x[...] = 2 * x + 1
print(b)
for x, y in np.nditer([np.arange(3), np.array([[10], [20]])]):
    print(int(x), int(y), end='; ')
print()
f = np.frompyfunc(lambda a, b: a * b, 2, 1)
r = f(np.arange(3), 2)
print(r, r.dtype)
g = np.frompyfunc(divmod, 2, 2)
print(g(np.array([7, 9]), 4))
print(np.vectorize(str)(np.arange(3)))
print(np.vectorize(lambda s: s.upper())(np.array(['a', 'bc'])))
