# krait-run: --allow-import numpy.*
import numpy as np
vals = np.array([0.5, 1234.5678, -0.001, 1e-7])
for v in vals:
    print(f"{v:.3f} {v:10.2e} {v:g} {v!r} {v!s}")
n = np.int64(255)
print(f"{n:x} {n:08b} {n:,} {n:>6}")
print("%d %5.2f %s %r" % (n, vals[1], vals[0], vals[2]))
print("{:.1%}".format(np.float64(0.256)))
print(str(np.float64(1e16)), str(np.float64(123456789012345.0)), str(np.float64(0.0001)))
