# krait-run: --allow-import numpy.*
# krait-run: --allow-import json
import numpy as np
import json
data = {"mean": float(np.mean([1, 2, 3])), "count": int(np.sum([1, 1])), "vals": np.array([1, 2]).tolist()}
print(json.dumps(data))
class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, np.integer):
            return int(o)
        if isinstance(o, np.floating):
            return float(o)
        if isinstance(o, np.ndarray):
            return o.tolist()
        return super().default(o)
print(json.dumps({"a": np.int64(3), "b": np.float32(1.5) if hasattr(np, "float32x") else np.float64(1.5), "c": np.arange(3)}, cls=Enc))
try:
    json.dumps({"x": np.int64(1)})
except TypeError as e:
    print("TypeError:", e)
print(json.dumps(np.float64(2.5)))
