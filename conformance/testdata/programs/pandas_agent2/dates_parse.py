# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
s = pd.Series(["2024-01-15", "2024-02-29", "2024-12-31", "not a date", None])
d = pd.to_datetime(s, errors="coerce")
print(d)
print(d.dt.year.tolist())
print(d.isna().sum())
print(d.dt.dayofyear)
print(d.dt.quarter.tolist())
print(pd.to_datetime("03/15/2024").day_name())
print(pd.to_datetime(["2024-01-01", "2024-01-08"]).to_series().diff().dt.days.tolist())
print(d.min(), d.max())
