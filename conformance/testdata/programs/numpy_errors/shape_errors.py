# krait-run: --allow-import numpy.*
import numpy as np
for f in [lambda: np.concatenate([np.zeros((2, 2)), np.zeros((3, 3))], axis=1),
          lambda: np.vstack([np.zeros(2), np.zeros(3)]),
          lambda: np.stack([np.zeros(2), np.zeros(3)]),
          lambda: np.dot(np.zeros((2, 3)), np.zeros((2, 3))),
          lambda: np.zeros((2, 3)) @ np.zeros((2, 3)),
          lambda: np.split(np.arange(10), 3),
          lambda: np.linalg.inv(np.zeros((2, 3))),
          lambda: np.arange(3)[:, None] + np.arange(4)[None] + np.arange(5)]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
