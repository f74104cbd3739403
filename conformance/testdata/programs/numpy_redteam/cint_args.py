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


# Integer arguments numpy reads as a C int or C long.
a = np.arange(6).reshape(2, 3)
for big in [2**31, 10**18, 10**20, -2**31 - 1]:
    print("big", big)
    show("diagonal", lambda: np.diagonal(a, big))
    show("diag", lambda: np.diag(a, big))
    show("trace", lambda: np.trace(a, big))
    show("round", lambda: np.round(a * 1.5, big))
    show("method round", lambda: (a * 1.5).round(big))
    show("scalar round", lambda: round(np.float64(1.5), big))
    show("expand_dims", lambda: np.expand_dims(a, big))
    show("sum", lambda: np.sum(a, axis=big))
    show("flip", lambda: np.flip(a, big))
    show("swapaxes", lambda: a.swapaxes(0, big))
    show("moveaxis", lambda: np.moveaxis(a, 0, big))
print("in range")
show("diagonal", lambda: np.diagonal(a, 2**31 - 1))
show("round", lambda: np.round(np.array([125.0, 1.25]), -1))
show("expand_dims", lambda: np.expand_dims(a, 5))
