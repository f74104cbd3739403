# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
# xfail: asfreq is not implemented
import pandas as pd
idx = pd.to_datetime(["2024-01-01", "2024-01-03", "2024-01-04", "2024-01-07"])
s = pd.Series([1.0, 3.0, 4.0, 7.0], index=idx)
print(s.asfreq("D"))
print(s.asfreq("D", method="ffill"))
print(s.shift(1))
print(s.diff())
print(s.index.to_series().diff().dt.days.tolist())
