# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
dates = pd.date_range(start="2024-01-01", end="2024-01-10")
print(dates)
df = pd.DataFrame({"date": dates, "sales": range(10, 110, 10)})
df["weekday"] = df["date"].dt.weekday
df["is_weekend"] = df["weekday"] >= 5
print(df)
print(df[df["is_weekend"]]["sales"].sum())
df["week"] = df["date"].dt.isocalendar().week
print(df.groupby("week")["sales"].sum())
print(df["date"].dt.strftime("%d/%m/%Y").tolist()[:3])
print((df["date"] + pd.Timedelta(days=7)).iloc[0])
