# krait-run: --allow-import numpy.*
import numpy as np
docs = np.array([[1, 0, 2, 0], [0, 1, 1, 1], [2, 0, 4, 0]], dtype=float)
norms = np.linalg.norm(docs, axis=1, keepdims=True)
unit = docs / norms
S = unit @ unit.T
print(np.round(S, 4))
np.fill_diagonal(S, -1)
print(S.argmax(axis=1))
