# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([1.7, 2.2])
print(int(a[0]), float(a[1]), round(a[0]), round(a[1], 0))
print(str(a[0]), repr(a[1]), f"{a[0]}", f"{a[0]:.3f}", f"{a[0]:8.2f}|", f"{np.int64(42):05d}")
print("%.2f" % a[0], "{:.1%}".format(np.float64(0.256)))
print(np.int64(7).item(), type(np.int64(7).item()).__name__, np.float64(2.5).item())
print(list(np.arange(3)), [int(v) for v in np.arange(3)], tuple(np.array([1.5, 2.5])))
print(bool(np.float64(0.0)), bool(np.int64(3)), bool(np.array([0])))
print(complex(np.float64(2.0)), np.complex128(1 + 2j).real, np.complex128(1 + 2j).imag)
