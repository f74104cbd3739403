# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
df = pd.DataFrame({
    "task": ["design", "build", "test", "deploy"],
    "start": pd.to_datetime(["2024-01-02", "2024-01-10", "2024-02-01", "2024-02-15"]),
    "end": pd.to_datetime(["2024-01-09", "2024-01-31", "2024-02-14", "2024-02-16"]),
})
df["duration"] = df["end"] - df["start"]
df["days"] = df["duration"].dt.days
print(df)
print("Total days:", df["days"].sum())
print("Longest:", df.loc[df["days"].idxmax(), "task"])
print(df["start"].dt.month_name().tolist())
print(df["end"].max().strftime("%B %d, %Y"))
print((pd.Timestamp("2024-03-01") - df["end"]).dt.days.tolist())
print(df["start"].dt.to_period("M") if False else df["start"].dt.year.tolist())
