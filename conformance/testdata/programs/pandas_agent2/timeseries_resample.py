# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
import numpy as np
idx = pd.date_range("2024-01-01", periods=48, freq="H")
df = pd.DataFrame({"load": np.arange(48) % 24 * 1.5 + 10}, index=idx)
daily = df.resample("D").agg(["mean", "max", "min"])
print(daily)
print(df.between_time("09:00", "11:00").head() if hasattr(df, "between_time") else "n/a")
print(df["load"].resample("6H").sum())
print(df.index[0], df.index[-1])
print(df[df.index.hour == 12])
