# krait-run: --allow-import numpy.*
# krait-run: --allow-import json
import json
import numpy as np
a = np.array([1, 2, 3])
try:
    json.dumps({"total": a.sum()})
except TypeError as e:
    print("TypeError:", e)
print(json.dumps({"total": int(a.sum())}))
print(json.dumps({"values": a.tolist()}))
try:
    json.dumps(a)
except TypeError as e:
    print("TypeError:", e)
print(json.dumps({"mean": float(a.mean())}))
print(json.dumps({"mean": a.mean()}))
