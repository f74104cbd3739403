# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
df = pd.DataFrame({"name": ["a", "b"], "qty": [2, 5], "price": [3.5, 1.25]})
print(df.apply(lambda r: r.qty * r.price, axis=1))
r = df.iloc[0]
print(r.name, r.qty, r.price)
s = pd.Series({"x": 1, "y": 2})
print(s.x + s.y)
try:
    s.z
except AttributeError as e:
    print("AttributeError", e)
for row in df.itertuples():
    print(row.name, row.qty)
for i, row in df.iterrows():
    print(i, row.qty, row["name"])
print(pd.Series([1, 2]).shape)
