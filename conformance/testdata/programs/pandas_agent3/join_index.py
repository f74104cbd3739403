# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
a = pd.DataFrame({"x": [1, 2, 3]}, index=["a", "b", "c"])
b = pd.DataFrame({"y": [10, 30]}, index=["a", "c"])
print(a.join(b))
print(a.join(b, how="inner"))
print(b.join(a, how="outer"))
c = pd.DataFrame({"key": ["c", "a", "z"], "z": [1, 2, 3]})
print(c.join(a, on="key"))
print(pd.merge(a, b, left_index=True, right_index=True))
