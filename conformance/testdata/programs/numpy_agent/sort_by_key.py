# krait-run: --allow-import numpy.*
import numpy as np
names = np.array(["alice", "bob", "carol", "dave"])
scores = np.array([88, 95, 70, 95])
order = np.argsort(-scores, kind="stable")
print(names[order], scores[order])
print(names[np.argmax(scores)])
print(np.lexsort((names, -scores)))
print(sorted(zip(scores.tolist(), names.tolist()), reverse=True))
print(np.sort(names))
print(names[scores > 80])
