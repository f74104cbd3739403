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


# Medians and quantiles of empty arrays.
z = np.zeros((0, 3))
show("median axis 0", lambda: np.median(z, axis=0))
show("median axis 1", lambda: np.median(z, axis=1))
show("median all", lambda: np.median(z))
show("median keepdims", lambda: np.median(z, axis=0, keepdims=True))
show("median keepdims all", lambda: np.median(z, keepdims=True))
show("median int", lambda: np.median(np.zeros((0, 2), dtype=int), axis=0))
show("nanmedian axis 0", lambda: np.nanmedian(z, axis=0))
show("nanmedian all", lambda: np.nanmedian(z))
show("percentile empty", lambda: np.percentile(np.array([]), 50))
show("percentile list", lambda: np.percentile([], [10, 90]))
show("quantile empty", lambda: np.quantile(np.array([]), 0.5))
show("percentile axis", lambda: np.percentile(z, 50, axis=0))
show("percentile lanes", lambda: np.percentile(z, 50, axis=1))
show("percentile no q", lambda: np.percentile(np.array([]), []))
show("median ok", lambda: np.median(np.array([[1, 5], [3, 2], [9, 9]]), axis=0))
