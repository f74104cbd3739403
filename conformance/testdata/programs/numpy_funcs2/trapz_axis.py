# krait-run: --allow-import numpy.*
# Trapezoid integrals along an axis (np.trapz), and what bool arrays and
# numpy.bool_ scalars refuse (round, differences).
import numpy as np
y = np.array([[1, 2, 3], [4, 5, 7]])
print(np.trapz(y, axis=0), np.trapz(y), np.trapz(y, x=[0, 1, 3]), np.trapz(y * 0.5, dx=0.1, axis=-1))
print(np.trapz(np.array([[True, False], [True, True]]), axis=0), np.trapz(np.array([False, False, True, True, True])))
print(np.trapz([1.0, 2.0, 4.0]), np.trapz([1, 2, 3], [0, 2, 3]), np.trapz([5.0]), np.trapz(np.ones((2, 3, 4)), axis=1))
b = np.array([False, True, False])
for f in (lambda: round(b.max()), lambda: round(b[0], 1), lambda: np.gradient(b), lambda: np.ediff1d(b), lambda: np.diff(b)):
    try: print(f())
    except TypeError as e: print("TypeError:", e)
x = np.float64(2.675)
print(round(x, 2), round(np.int64(7)), round(np.float64(2.5)))
