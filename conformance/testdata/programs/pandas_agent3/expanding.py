# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
s = pd.Series([3, 1, 4, 1, 5, 9, 2, 6])
print(s.expanding().mean().round(3).tolist())
print(s.expanding().max().tolist())
print(s.expanding(min_periods=3).sum().tolist())
print(s.cummax().tolist(), s.cummin().tolist())
df = pd.DataFrame({"x": [1, 2, 3], "y": [2.0, 4.0, 8.0]})
print(df.expanding().std())
