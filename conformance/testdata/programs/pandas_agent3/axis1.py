# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
import numpy as np
df = pd.DataFrame({"a": [1, 2, 3], "b": [2, 4, 9], "c": [4, 4, 27]}, index=["x", "y", "z"])
print(df.pct_change(axis=1))
print(df.pct_change(axis="columns", periods=2))
print(df.diff(axis=1))
print(df.cumsum(axis=1))
print(df.cumprod(axis=1))
print(df.cummax(axis=1))
print(df.shift(1, axis=1))
print(df.rank(axis=1))
print(df.astype(float).diff(axis=1).dtypes)
print(df.pct_change())
try:
    df["a"].cumsum(axis=1)
except Exception as e:
    print(type(e).__name__, e)
print(df.shift(-1, axis=1, fill_value=0))
print(df.diff(axis=1, periods=-1))
m = pd.DataFrame({"a": [1.5, 2], "b": ["x", "y"], "c": [True, False]})
print(m.shift(axis=1))
