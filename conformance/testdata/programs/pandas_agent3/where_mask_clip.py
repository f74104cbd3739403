# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
s = pd.Series([-3, -1, 0, 2, 5, 9])
print(s.where(s > 0))
print(s.where(s > 0, 0))
print(s.mask(s > 4, 4))
print(s.clip(-2, 6).tolist())
df = pd.DataFrame({"a": [1, -2], "b": [-3, 4]})
print(df.where(df > 0, -df))
print(df.abs().sum().sum())
