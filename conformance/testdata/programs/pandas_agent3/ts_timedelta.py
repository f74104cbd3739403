# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
# xfail: .dt.components of timedeltas is not implemented
import pandas as pd
df = pd.DataFrame({
    "start": pd.to_datetime(["2024-05-01 08:00", "2024-05-01 09:15", "2024-05-02 22:30"]),
    "end": pd.to_datetime(["2024-05-01 17:30", "2024-05-01 12:00", "2024-05-03 01:10"]),
})
df["dur"] = df["end"] - df["start"]
print(df)
print(df["dur"].dt.total_seconds() / 3600)
print(df["dur"].sum())
print(df["dur"].mean())
print(df["dur"].max() > pd.Timedelta(hours=9))
print((df["start"] + pd.Timedelta(days=1)).tolist())
print(df["dur"].dt.components[["hours", "minutes"]] if hasattr(df["dur"].dt, "components") else "")
