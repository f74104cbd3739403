# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
import numpy as np
idx = pd.date_range("2024-03-01", periods=20, freq="6H")
s = pd.Series(np.arange(20, dtype=float) * 2.5, index=idx, name="temp")
print(s.resample("D").mean())
print(s.resample("D").agg(["min", "max", "count"]))
print(s.resample("12H").last())
print(s.resample("D").sum().pct_change().round(3))
