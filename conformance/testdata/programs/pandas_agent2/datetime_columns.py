# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
df = pd.DataFrame({
    "timestamp": ["2024-03-01 08:15:00", "2024-03-01 12:45:00", "2024-03-02 09:00:00",
                  "2024-03-03 18:30:00", "2024-03-05 07:05:00", "2024-03-08 22:10:00"],
    "value": [10, 15, 7, 22, 13, 9],
})
df["timestamp"] = pd.to_datetime(df["timestamp"])
df["day"] = df["timestamp"].dt.day_name()
df["hour"] = df["timestamp"].dt.hour
df["date"] = df["timestamp"].dt.date
print(df)
print(df.groupby("day")["value"].mean())
span = df["timestamp"].max() - df["timestamp"].min()
print("Span:", span)
print("Days:", span.days)
df = df.set_index("timestamp")
print(df["value"].resample("D").sum())
print(df.loc["2024-03-01"])
