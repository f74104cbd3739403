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


# divmod reports its quotient's and remainder's conditions as one "divmod".
a = np.array([7, -7, 0])
f = np.array([1.5, -2.0, 0.0])
show("int divmod", lambda: np.divmod(a, 0))
show("int divmod builtin", lambda: divmod(a, 0))
show("float divmod", lambda: np.divmod(f, 0))
show("floor_divide", lambda: a // 0)
show("remainder", lambda: a % 0)
show("float floor_divide", lambda: f // 0)
show("float remainder", lambda: f % 0)
show("scalar divmod", lambda: divmod(np.int64(5), 0))
show("scalar float divmod", lambda: divmod(np.float64(5.0), 0))
show("divmod ok", lambda: np.divmod(np.array([7, -7]), 2))
with np.errstate(divide="raise"):
    show("raise divmod", lambda: np.divmod(a, 0))
    show("raise floor_divide", lambda: a // 0)
with np.errstate(all="ignore"):
    show("ignored", lambda: np.divmod(f, 0))
