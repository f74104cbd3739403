# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
df = pd.DataFrame({"n": ["a", "b", "c", "d", "e"], "s": [3, 1, 3, 2, None]})
print(df.sort_values("s"))
print(df.sort_values("s", ascending=False, na_position="first"))
print(df["s"].rank())
print(df["s"].rank(method="min", ascending=False))
print(df["s"].rank(method="dense").tolist())
print(df.nsmallest(2, "s"))
print(df.sort_values(["s", "n"], ascending=[True, False]))
