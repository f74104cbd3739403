# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
idx = pd.MultiIndex.from_product([["a", "b"], [1, 2, 3]], names=["letter", "num"])
s = pd.Series(range(6), index=idx)
print(s)
print(s.loc["b"])
print(s.loc[("a", 2)])
print(s.groupby(level="letter").sum())
print(s.swaplevel().sort_index())
print(s.reset_index())
print(s.index.get_level_values("num").tolist())
