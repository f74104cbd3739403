# krait-run: --allow-import numpy.*
import numpy as np
for f in [lambda: np.array([1, 2]) + "a",
          lambda: np.array([True]) - np.array([False]),
          lambda: np.array([1.5]) & 1,
          lambda: len(np.array(5)),
          lambda: float(np.array([1, 2])),
          lambda: int(np.array([1.5, 2])),
          lambda: np.array([1, 2]) ** -1,
          lambda: np.sum(np.array(["a", "b"]))]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
