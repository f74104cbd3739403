# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
import numpy as np
s = pd.Series([np.nan, 1.0, np.nan, np.nan, 4.0, np.nan, np.nan, np.nan, 10.0, np.nan, np.nan])
def show(label, f):
    try:
        r = f()
        print(label, r.tolist() if hasattr(r, "tolist") else r)
    except Exception as e:
        print(label, type(e).__name__, e)
show("default", lambda: s.interpolate())
show("both", lambda: s.interpolate(limit_direction="both"))
show("backward", lambda: s.interpolate(limit_direction="backward"))
show("limit1", lambda: s.interpolate(limit=1))
show("limit2 both", lambda: s.interpolate(limit=2, limit_direction="both"))
show("limit1 backward", lambda: s.interpolate(limit=1, limit_direction="backward"))
show("pad", lambda: s.interpolate(method="pad"))
show("ffill limit", lambda: s.interpolate(method="ffill", limit=1))
show("bfill", lambda: s.interpolate(method="bfill"))
show("pad both", lambda: s.interpolate(method="pad", limit_direction="both"))
show("bad dir", lambda: s.interpolate(limit_direction="up"))
show("limit0", lambda: s.interpolate(limit=0))
show("ints", lambda: pd.Series([1, 2, 3]).interpolate())
show("all nan", lambda: pd.Series([np.nan, np.nan]).interpolate())
df = pd.DataFrame({"a": [1.0, np.nan, 3.0, np.nan], "b": [np.nan, 2.0, np.nan, 8.0], "c": ["x", "y", "z", "w"]})
print(df.interpolate())
d2 = df.copy()
print(d2.interpolate(inplace=True))
print(d2)
ts = pd.Series([1.0, np.nan, 3.0], index=pd.date_range("2024-01-01", periods=3))
print(ts.interpolate())
