# krait-run: --allow-import numpy.*
import numpy as np
scores = np.array([88, 95, 70, 95, 60])
order = scores.argsort()
ranks = np.empty_like(order)
ranks[order] = np.arange(len(scores))
print(ranks)
desc = np.argsort(-scores, kind="stable")
print(desc, scores[desc])
print(np.searchsorted(np.sort(scores), scores))
pct = np.array([np.mean(scores <= s) for s in scores])
print(pct)
