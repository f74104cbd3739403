# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
df = pd.DataFrame({"A": [1, 2], "B": [3, 4]})
r = df.reindex(columns=["B", "A", "Z"])
print(r.dtypes)
print(r)
a = pd.DataFrame({"x": [1, 2, 3]}, index=["a", "b", "c"])
b = pd.DataFrame({"y": [10, 30]}, index=["a", "c"])
print(b.join(a, how="outer"))
print(a.join(b, how="outer"))
print(pd.DataFrame({"y": [1, 2]}, index=["c", "a"]).join(pd.DataFrame({"x": [1, 2]}, index=["b", "a"]), how="outer"))
print(pd.DataFrame({"y": [1, 2]}, index=["c", "a"]).join(pd.DataFrame({"x": [1, 2]}, index=["b", "a"]), how="left"))
print(pd.DataFrame({"y": [1, 2]}, index=["c", "a"]).join(pd.DataFrame({"x": [1, 2]}, index=["b", "a"]), how="right"))
print(pd.DataFrame({"y": [1, 2]}, index=["c", "a"]).join(pd.DataFrame({"x": [1, 2]}, index=["b", "a"]), how="inner"))
