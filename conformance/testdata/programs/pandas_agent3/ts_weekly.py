# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
# xfail: anchored weekly frequencies ('W-MON') are not implemented
import pandas as pd
df = pd.DataFrame({
    "date": pd.date_range("2024-01-01", periods=21, freq="D"),
    "sales": [5, 7, 3, 8, 10, 2, 1, 6, 9, 4, 3, 8, 12, 5, 7, 7, 7, 2, 9, 10, 11],
})
df = df.set_index("date")
weekly = df.resample("W").sum()
print(weekly)
print(df.resample("W-MON").sum())
print(df["sales"].resample("M").agg(["sum", "mean"]))
print(df.index.dayofweek[:8].tolist())
print(df.index.day_name()[:3].tolist())
