# krait-run: --allow-import numpy.*
import numpy as np
for f in [lambda: np.linspace(0, 1, -1), lambda: np.arange(0, 10, 0), lambda: np.percentile([1, 2], 101),
          lambda: np.histogram([1, 2], bins=0), lambda: np.bincount([-1, 2]), lambda: np.random if False else np.eye(-1),
          lambda: np.clip([1, 2], None, None), lambda: np.array([1, 2]).item(), lambda: np.zeros((2, 2)).reshape(3)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
