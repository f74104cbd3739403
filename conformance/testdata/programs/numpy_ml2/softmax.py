# krait-run: --allow-import numpy.*
import numpy as np
logits = np.array([[2.0, 1.0, 0.1], [1.0, 3.0, 0.2]])
e = np.exp(logits - logits.max(axis=1, keepdims=True))
p = e / e.sum(axis=1, keepdims=True)
print(np.round(p, 6))
print(p.sum(axis=1))
print(p.argmax(axis=1))
print(-np.log(p[np.arange(2), [0, 1]]).mean().round(6))
