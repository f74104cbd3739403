# krait-run: --allow-import numpy.*,warnings
# Casting numpy complex values to a real type keeps the real part with a
# ComplexWarning; a Python complex stored into a real array is a TypeError.
import warnings
import numpy as np


def attempt(label, f):
    with warnings.catch_warnings(record=True) as ws:
        warnings.simplefilter("always")
        try:
            r = f()
        except Exception as e:
            r = f"{type(e).__name__}: {e}"
    print(label, r, [w.category.__name__ for w in ws])


a = np.array([1 + 2j, 0j, -3.5 + 0j])
for dt in [bool, int, float, np.float32, np.int8, np.uint8, complex, object, str]:
    attempt(f"astype {dt.__name__}", lambda: a.astype(dt))


def setitem(arr, key, v):
    arr[key] = v
    return arr


attempt("py complex into float", lambda: setitem(np.zeros(2), 0, 1 + 1j))
attempt("py complex into int", lambda: setitem(np.zeros(2, dtype=int), 0, 1 + 1j))
attempt("py complex into bool", lambda: setitem(np.zeros(2, dtype=bool), 0, 1 + 1j))
attempt("np complex into float", lambda: setitem(np.zeros(2), 0, np.complex128(1 + 1j)))
attempt("np complex into int", lambda: setitem(np.zeros(2, dtype=int), 0, np.complex128(2.5 + 1j)))
attempt("np complex into bool", lambda: setitem(np.zeros(2, dtype=bool), 0, np.complex128(2.5 + 1j)))
attempt("np complex into slice", lambda: setitem(np.zeros(2), slice(None), np.complex128(3 + 1j)))
attempt("complex array into slice", lambda: setitem(np.zeros(3), slice(None), a))
attempt("complex array fancy", lambda: setitem(np.zeros(2), [0], np.array([1j + 4])))
attempt("float()", lambda: float(np.complex128(3 + 4j)))
attempt("int()", lambda: int(np.complex128(-2.7 + 1j)))
attempt("float() real", lambda: float(np.complex128(5)))
attempt("plain scalars", lambda: (int(np.float64(2.5)), float(np.int64(3)), complex(np.complex128(1 + 1j))))
attempt("complex array mask", lambda: setitem(np.zeros(3), np.array([True, False, True]), a[:2]))
attempt("np complex mask", lambda: setitem(np.zeros(3), np.array([True, False, True]), np.complex128(7 + 1j)))
attempt("py complex mask", lambda: setitem(np.zeros(3), np.array([True, False, True]), 7 + 1j))
attempt("py complex slice", lambda: setitem(np.zeros(3), slice(None), 7 + 1j))
