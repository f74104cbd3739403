# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
df = pd.DataFrame({
    "d": pd.to_datetime(["2024-01-01", "2024-02-15", "2024-03-30"]),
    "n": [1, 2, 3],
})
print(df.describe())
print(df["n"].describe().round(2).to_dict())
print(df.info() if False else df.dtypes)
print(df.select_dtypes("number").sum())
