# krait-run: --allow-import numpy.*
import numpy as np
a = np.arange(6).reshape(2, 3)
for f in [lambda: a.sum(axis=2), lambda: np.mean(a, axis=-3), lambda: np.concatenate([a, a], axis=5), lambda: np.squeeze(a, axis=0)]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
print(isinstance(np.AxisError("x"), ValueError), isinstance(np.AxisError("x"), IndexError))
