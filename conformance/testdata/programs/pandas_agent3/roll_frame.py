# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
# xfail: Rolling.agg is not implemented
import pandas as pd
df = pd.DataFrame({"a": [1, 2, 3, 4, 5, 6], "b": [6.0, 5, 4, 3, 2, 1]})
print(df.rolling(2).sum())
print(df.rolling(3).agg(["mean", "max"]))
print(df.rolling(window=3, min_periods=2).median())
print(df["a"].rolling(3).corr(df["b"]))
