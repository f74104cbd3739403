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

# einsum with '...': batch dimensions broadcast on the left.
a = np.arange(6).reshape(2, 3)
b = np.arange(12).reshape(2, 3, 2)
show("row sums", lambda: np.einsum("...i->...", a))
show("column sums", lambda: np.einsum("i...->...", a))
show("batched matmul", lambda: np.einsum("...ij,...jk->...ik", b, np.ones((2, 2, 1))))
show("broadcast batch", lambda: np.einsum("...ij,jk->...ik", b, np.array([[1.0], [2.0]])))
show("leading", lambda: np.einsum("ij...->...", b))
show("identity", lambda: np.einsum("...", a))
show("product", lambda: np.einsum("...,...", a, a))
show("implicit", lambda: np.einsum("i...,i...", a, a))
show("trace batch", lambda: np.einsum("...ii->...", np.arange(8).reshape(2, 2, 2)))
show("scalar", lambda: np.einsum("...,...->...", np.array(3), a))
show("too many", lambda: np.einsum("ijk...->...", a))
show("no ellipsis", lambda: np.einsum("i->", a))
show("explicit", lambda: np.einsum("ij,jk->ik", a, b[0]))
