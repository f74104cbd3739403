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


# One variable: numpy's cov is 0-d, so corrcoef returns c / c.
show("two samples", lambda: np.corrcoef([1.0, 2.0]))
show("one row", lambda: np.corrcoef([[1.0, 2.0, 4.0]]))
show("one sample", lambda: np.corrcoef([1.0]))
show("constant", lambda: np.corrcoef([3.0, 3.0]))
show("pair", lambda: np.corrcoef([1.0, 2.0, 3.5], [2.0, 5.0, 1.0]))
show("cov one sample", lambda: np.cov([1.0]))
show("cov rows", lambda: np.cov([[1.0], [2.0]]))
x = np.array([2.0, 4.0, 7.0, 8.0])
y = 3 * x + 1
print(np.corrcoef(x, y)[0, 1], np.corrcoef(x, -y)[0, 1])
