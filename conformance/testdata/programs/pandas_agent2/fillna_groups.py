# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
import numpy as np
df = pd.DataFrame({
    "region": ["N", "N", "S", "S", "S", "E", "E"],
    "sales": [100, np.nan, 80, np.nan, 95, np.nan, 60],
})
df["sales_filled"] = df.groupby("region")["sales"].transform(lambda s: s.fillna(s.mean()))
print(df)
print(df["sales"].fillna(df["sales"].median()).tolist())
print(df.groupby("region")["sales"].count())
print(df["sales"].notna().sum(), df["sales"].isna().sum())
print(df.fillna(0).groupby("region").sum(numeric_only=True))
