# krait-run: --allow-import numpy.*
import numpy as np
votes = np.array(['blue', 'red', 'blue', 'green', 'red', 'blue', 'green', 'blue'])
cands, counts = np.unique(votes, return_counts=True)
order = np.argsort(-counts)
for c, n in zip(cands[order], counts[order]):
    print(f"{c:6s} {n} {n / counts.sum():.1%}")
print("winner:", cands[counts.argmax()], "majority:", counts.max() > len(votes) / 2)
