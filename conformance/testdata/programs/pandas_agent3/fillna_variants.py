# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
import numpy as np
df = pd.DataFrame({"a": [1, np.nan, 3, np.nan], "b": [np.nan, "x", None, "y"], "c": [1.0, 2.0, np.nan, np.nan]})
print(df.fillna(0))
print(df.fillna({"a": df["a"].mean(), "b": "missing"}))
print(df.ffill())
print(df.bfill(limit=1))
print(df.dropna())
print(df.dropna(subset=["a"]))
print(df.dropna(thresh=2))
print(df["c"].interpolate().tolist())
