# krait-run: --allow-import numpy.*,warnings
# In-place and out= operations warn as numpy does: the conditions are
# classified from the operands, which the result must not overwrite first.
import numpy as np
import warnings
def w(label, f):
    with warnings.catch_warnings(record=True) as ws:
        warnings.simplefilter("always")
        v = f()
    print(label, v, [str(x.message) for x in ws])
def inplace_mul():
    x = np.array([1e200, -1e200, 3.0, np.inf]); x *= x; return x
def inplace_div():
    x = np.array([1.0, 0.0, np.inf, 2.0] * 600); y = np.array([0.0, 0.0, 1.0, 1e-320] * 600); x /= y; return x[:4]
def outx():
    x = np.array([1e200, -1e200, 3.0]); return np.multiply(x, x, out=x)
def outy():
    x = np.array([1e200, -1e200, 3.0]); y = np.array([1e200, 0.0, 3.0]); return np.add(x, y, out=y)
def scal():
    x = np.array([1e300, 0.0, np.inf] * 1000); x *= 1e10; return x[:3]
def rsub():
    x = np.array([1e308, 0.0, np.inf] * 1000); np.subtract(-1e308, x, out=x); return x[:3]
def expo():
    x = np.array([1000.0, 1.0]); np.exp(x, out=x); return x
def sq():
    x = np.array([1e200, 1.0]); np.square(x, out=x); return x
for f in [inplace_mul, inplace_div, outx, outy, scal, rsub, expo, sq]:
    w(f.__name__, f)
