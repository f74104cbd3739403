# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
idx = pd.MultiIndex.from_product([["a", "b"], [1, 2]], names=["letter", "num"])
s = pd.Series(range(4), index=idx)
print(s.swaplevel())
print(s.swaplevel("num", "letter").sort_index())
df = pd.DataFrame({"v": range(4)}, index=idx)
print(df.swaplevel(0, 1))
d = pd.DataFrame({"x": range(6)}, index=pd.date_range("2024-01-01", periods=6))
print(d.truncate(before="2024-01-03", after="2024-01-04"))
print(pd.Series([1, 2, 3, 4], index=[10, 20, 30, 40]).truncate(after=25))
