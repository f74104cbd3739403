# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([1.5, 2.25, 3.0])
print(np.array2string(a))
print(np.array2string(a, precision=1))
print(np.array2string(a, separator=", "))
print(np.array2string(np.arange(6).reshape(2, 3), separator=","))
print(np.array2string(a, formatter={"float_kind": lambda v: "%.2f" % v}))
print(np.array_repr(a), np.array_str(a))
print(np.format_float_positional(0.1 + 0.2), np.format_float_scientific(12345.678, precision=3))
print(np.format_float_positional(3.0), np.format_float_positional(3.14159, precision=2))
