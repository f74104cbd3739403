# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
df = pd.DataFrame({"region": ["n", "s", "e", "w"], "q1": [5, 9, 2, 7], "q2": [6, 3, 8, 1]}).set_index("region")
print(df.idxmax())
print(df.idxmin(axis=1))
print(df.max(axis=1))
print(df.sum(axis=1).sort_values())
print(df.mean().round(2))
print(df.agg(["min", "max", "mean"]).T)
print(df.quantile([0.25, 0.75]))
