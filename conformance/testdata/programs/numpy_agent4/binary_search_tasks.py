# krait-run: --allow-import numpy.*
import numpy as np
sorted_ids = np.array([3, 8, 15, 23, 42, 57, 91])
queries = np.array([15, 16, 91, 1])
pos = np.searchsorted(sorted_ids, queries)
found = (pos < len(sorted_ids)) & (sorted_ids[np.minimum(pos, len(sorted_ids) - 1)] == queries)
print(pos, found)
print(np.isin(queries, sorted_ids))
ins = np.insert(sorted_ids, pos[1], 16)
print(ins, np.delete(ins, 0), np.append(ins, [100, 200]))
