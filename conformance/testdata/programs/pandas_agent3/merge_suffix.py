# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
a = pd.DataFrame({"k": ["x", "y", "z"], "v": [1, 2, 3], "w": [9, 8, 7]})
b = pd.DataFrame({"k": ["x", "x", "z"], "v": [10, 20, 30]})
print(a.merge(b, on="k"))
print(a.merge(b, on="k", suffixes=("_left", "_right"), how="left"))
print(a.merge(b, left_on="k", right_on="k", how="inner").shape)
c = pd.DataFrame({"key": ["y", "z"], "extra": [True, False]})
print(a.merge(c, left_on="k", right_on="key", how="left"))
