# krait-run: --allow-import numpy.*
# krait-run: --allow-import json
import json
import numpy as np
class NpEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, np.integer):
            return int(o)
        if isinstance(o, np.floating):
            return float(o)
        if isinstance(o, np.ndarray):
            return o.tolist()
        return super().default(o)
data = {"arr": np.arange(3), "n": np.int64(5), "x": np.float64(2.5), "flag": True}
print(json.dumps(data, cls=NpEncoder))
print(json.dumps(data, cls=NpEncoder, indent=1))
