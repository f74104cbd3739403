# krait-run: --allow-import numpy.*
import numpy as np
faces = np.arange(1, 7)
sums = faces[:, None] + faces[None, :]
vals, counts = np.unique(sums, return_counts=True)
probs = counts / counts.sum()
for v, p in zip(vals, probs):
    print(v, round(p, 4))
print("Expected:", (vals * probs).sum())
print("P(sum>=10):", probs[vals >= 10].sum())
