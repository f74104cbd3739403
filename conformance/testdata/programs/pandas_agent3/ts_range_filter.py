# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
import numpy as np
idx = pd.date_range("2024-01-01", "2024-03-31", freq="D")
df = pd.DataFrame({"v": np.arange(len(idx))}, index=idx)
print(len(df))
print(df.loc["2024-02"].head(3))
print(df.loc["2024-02-27":"2024-03-02"])
print(df[df.index.month == 3].v.sum())
print(df.groupby(df.index.month)["v"].agg(["first", "last"]))
print(df.truncate(before="2024-03-29"))
