# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
import numpy as np
import io
csv = """date,city,temp_c,rain_mm
2024-06-01,Oslo,15.2,0.0
2024-06-01,Rome,27.8,0.0
2024-06-02,Oslo,13.9,4.2
2024-06-02,Rome,29.1,0.0
2024-06-03,Oslo,16.4,1.1
2024-06-03,Rome,30.5,0.3
2024-06-04,Oslo,12.0,8.7
2024-06-04,Rome,28.2,0.0
"""
df = pd.read_csv(io.StringIO(csv), parse_dates=["date"])
df["temp_f"] = df["temp_c"] * 9 / 5 + 32
stats = df.groupby("city").agg(mean_temp=("temp_c", "mean"), total_rain=("rain_mm", "sum"), rainy_days=("rain_mm", lambda s: (s > 0).sum()))
print(stats)
wide = df.pivot(index="date", columns="city", values="temp_c")
print(wide)
print(wide.diff().round(2))
print((wide["Rome"] - wide["Oslo"]).mean().round(3))
print(df.sort_values(["city", "temp_c"], ascending=[True, False]).groupby("city").head(1))
