# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
s = pd.Series(["a", "b", "a", "c", "a", "b", None])
print(s.value_counts())
print(s.value_counts(normalize=True).round(3))
print(s.value_counts(dropna=False))
print(s.value_counts(ascending=True))
print(pd.Series([1, 2, 2, 3, 3, 3]).value_counts(bins=2))
df = pd.DataFrame({"x": ["p", "q", "p"], "y": [1, 1, 2]})
print(df.value_counts())
print(df["x"].value_counts().to_dict())
