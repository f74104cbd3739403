# krait-run: --allow-import numpy.*
# nan-reductions of Fortran-ordered arrays: numpy's NaN-replaced copy keeps
# the layout, and the sums follow it (the digits show the order).
import numpy as np
base = (np.arange(24_000) * 7919 % 100_003) / 7.0 + 1e6
base[::37] = np.nan
m = base.reshape(24, 1000)
def p(label, v):
    print(label, [repr(float(x)) for x in np.ravel(v)[:3]], np.shape(v))
for f in [np.nansum, np.nanmean, np.nanvar, np.nanstd, np.nanmax, np.nancumsum]:
    for ax in [None, 0, 1]:
        p(f"{f.__name__} T axis={ax}", f(m.T, axis=ax))
        p(f"{f.__name__} axis={ax}", f(m, axis=ax))
c = base.reshape(12, 20, 100).transpose(2, 1, 0)
p("nanvar perm", np.nanvar(c, axis=(0, 2)))
p("nanvar F ddof", np.nanvar(m.T, axis=0, ddof=1))
p("nanstd 1d", np.nanstd(base))
