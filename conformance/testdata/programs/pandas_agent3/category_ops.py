# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
# xfail: Categorical.reorder_categories is not implemented
import pandas as pd
s = pd.Series(["low", "high", "mid", "low", "high"], dtype="category")
print(s)
print(s.cat.categories.tolist())
s2 = s.cat.reorder_categories(["low", "mid", "high"], ordered=True)
print(s2.sort_values().tolist())
print((s2 > "low").tolist())
print(s.cat.codes.tolist())
print(s.value_counts())
df = pd.DataFrame({"g": s2, "v": [1, 2, 3, 4, 5]})
print(df.groupby("g")["v"].sum())
