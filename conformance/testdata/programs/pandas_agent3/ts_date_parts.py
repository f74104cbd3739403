# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
df = pd.DataFrame({"ts": ["2024-02-28 13:45:00", "2024-02-29 08:00:00", "2024-03-01 23:59:59", "2023-12-31 00:00:01"]})
df["ts"] = pd.to_datetime(df["ts"])
df["year"] = df["ts"].dt.year
df["month"] = df["ts"].dt.month
df["day"] = df["ts"].dt.day
df["hour"] = df["ts"].dt.hour
df["weekday"] = df["ts"].dt.day_name()
df["quarter"] = df["ts"].dt.quarter
df["date"] = df["ts"].dt.date
print(df)
print(df["ts"].dt.strftime("%Y/%m/%d %H:%M").tolist())
print(df["ts"].dt.normalize())
print(df.sort_values("ts")["ts"].dt.is_month_end.tolist())
