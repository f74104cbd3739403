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


# Set functions: objects compared with ==, intersect1d's indices.
o = np.array([1, None, "x", 2.5], dtype=object)
show("in1d objects", lambda: np.in1d(o, [None, "x"]))
show("in1d object test", lambda: np.in1d(np.array([1, 2, 3]), np.array([None, 2], dtype=object)))
show("isin objects", lambda: np.isin(o, [None]))
show("isin invert", lambda: np.isin(o, [None, 1], invert=True))
show("isin 2-d objects", lambda: np.isin(np.array([[None, 1], ["a", "b"]], dtype=object), ["a", 1]))
show("intersect1d", lambda: np.intersect1d([1, 3, 4, 3], [3, 1, 2, 1]))
show("return_indices", lambda: np.intersect1d([1, 3, 4, 3], [3, 1, 2, 1], return_indices=True))
show("assume_unique", lambda: np.intersect1d([1, 3, 4], [3, 1, 2], assume_unique=True))
show("both", lambda: np.intersect1d([1, 3, 4, 3], [3, 1, 2, 1], assume_unique=True, return_indices=True))
show("empty", lambda: np.intersect1d([], [], return_indices=True))
show("floats", lambda: np.intersect1d(np.array([0.5, np.nan, 2.0]), np.array([2.0, np.nan, 0.5, 7.0]), return_indices=True))
show("strings", lambda: np.intersect1d(["b", "a", "c"], ["c", "d", "b"], return_indices=True))
show("2-d", lambda: np.intersect1d(np.array([[5, 1], [2, 9]]), np.array([9, 5, 0]), return_indices=True))
