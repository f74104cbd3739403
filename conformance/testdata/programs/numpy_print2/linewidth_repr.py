# krait-run: --allow-import numpy.*
import numpy as np
print(repr(np.arange(25) * 12345))
print(repr(np.array(["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota"])))
print(repr(np.array([1, 2], dtype=object)))
print(repr(np.array([1.5, 2.5], dtype=complex)))
print(repr(np.arange(12).reshape(3, 4).astype(float) / 7))
print(repr(np.zeros((2, 3), dtype=bool)))
print(np.array_repr(np.arange(30), max_line_width=40))
print(np.array_str(np.arange(5.0) / 3, precision=2))
