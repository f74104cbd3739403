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


# Small functions at their edges.
show("flip 0-d", lambda: np.flip(np.array(5)))
show("flip 0-d axis", lambda: np.flip(np.array(5), axis=0))
show("flip 1-d", lambda: np.flip(np.arange(3)))
show("piecewise empty list", lambda: np.piecewise(np.arange(3), [], []))
show("piecewise empty tuple", lambda: np.piecewise(np.arange(3), (), [1]))
show("piecewise", lambda: np.piecewise(np.arange(-2.0, 3.0), [np.arange(-2, 3) < 0], [lambda v: -v, lambda v: v * 10]))
show("polyval empty", lambda: np.polyval([], 3))
show("polyval empty array", lambda: np.polyval([], np.array([1.0, 2.0])))
show("polyval", lambda: np.polyval([1, 2, 3], 2))
show("polyval array", lambda: np.polyval([1.0, 0.0, -1.0], np.array([0.0, 2.0])))
v0 = np.vectorize(lambda: 5)
v1 = np.vectorize(lambda x: x + 1)
v2 = np.vectorize(lambda x, y: x * y)
show("vectorize no args", lambda: v0())
show("vectorize scalar", lambda: v1(1))
show("vectorize list", lambda: v1([1, 2]))
show("vectorize two", lambda: v2(3, [1.5, 2.0]))
show("vectorize kwarg", lambda: v2(2, y=4))
show("nditer empty", lambda: [x for x in np.nditer(np.zeros(0))])
show("nditer empty 2-d", lambda: [x for x in np.nditer(np.zeros((0, 3)))])
show("nditer zerosize_ok", lambda: [x for x in np.nditer(np.zeros(0), flags=["zerosize_ok"])])
show("nditer", lambda: [int(x) for x in np.nditer(np.arange(3))])
