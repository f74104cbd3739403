# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
df = pd.DataFrame({
    "team": ["x", "x", "y", "y", "y", "z"],
    "pts": [10, 15, 7, 12, 9, 20],
    "ast": [3, 5, 2, 8, 1, 4],
})
print(df.groupby("team").apply(lambda g: g["pts"].sum() / g["ast"].sum()).round(3))
print(df.groupby("team")["pts"].apply(lambda s: s.max() - s.min()))
print(df.groupby("team").agg(total=("pts", "sum"), best=("pts", "max"), n=("ast", "count")))
print(df.groupby("team").filter(lambda g: len(g) > 1))
print(df.groupby("team")["pts"].transform(lambda s: s - s.mean()).round(2).tolist())
print(df.groupby("team").apply(lambda g: g.nlargest(1, "pts")))
