# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
df = pd.DataFrame({"A": [1, 2], "B": [3, 4], "C": [5, 6]})
print(df.rename(columns={"A": "alpha", "C": "gamma"}))
print(df.rename(columns=str.lower).columns.tolist())
print(df[["C", "A", "B"]])
print(df.reindex(columns=["B", "A", "Z"]))
print(df.set_axis(["x", "y", "z"], axis=1))
df.columns = ["p", "q", "r"]
print(df.add_prefix("col_"))
print(df.drop(columns=["q"]).rename(index={0: "first"}))
