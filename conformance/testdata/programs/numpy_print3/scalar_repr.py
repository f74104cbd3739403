# krait-run: --allow-import numpy.*
import numpy as np
vals = [np.float64(0.1), np.float64(1e20), np.float64(1.5e-7), np.int64(-3), np.bool_(False), np.float64(np.nan), np.float64(-np.inf), np.complex128(1 - 2j)]
for v in vals:
    print(repr(v), str(v), f"{v}")
print([np.float64(1.5), np.int64(2)])
print((np.float64(2.0), np.array([1.0])[0]))
print({"a": np.int64(1)})
print(f"{np.float64(3.14159):.2f} {np.int64(42):5d} {np.float64(0.5):%}")
