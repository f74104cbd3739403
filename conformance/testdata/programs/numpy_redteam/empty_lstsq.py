# krait-run: --allow-import numpy.*,warnings
import warnings
import numpy as np


def show(label, f):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        try:
            r = f()
            print(label, type(r).__name__, repr(r))
        except Exception as e:
            print(label, type(e).__name__, e)
        for x in w:
            print("  warn", x.category.__name__, x.message)


# lstsq with no rows or no columns.
for a_shape, b_shape in [((0, 2), (0,)), ((3, 0), (3,)), ((0, 2), (0, 3)), ((2, 0), (2, 2))]:
    a = np.zeros(a_shape)
    b = np.arange(float(np.prod(b_shape))).reshape(b_shape) + 1
    show(str(a_shape) + str(b_shape), lambda: np.linalg.lstsq(a, b, rcond=None))
show("zeros 2x2", lambda: np.linalg.lstsq(np.zeros((2, 2)), np.zeros(2), rcond=None))
x, res, rank, sv = np.linalg.lstsq(np.array([[1.0, 0.0], [1.0, 1.0], [1.0, 2.0]]), np.array([1.0, 2.0, 2.5]), rcond=None)
print(np.round(x, 6), np.round(res, 6), rank, np.round(sv, 6))
