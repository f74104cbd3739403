# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
# xfail: time-based rolling windows ('3D') are not implemented
import pandas as pd
idx = pd.to_datetime(["2024-01-01", "2024-01-02", "2024-01-04", "2024-01-05", "2024-01-09"])
s = pd.Series([1.0, 2.0, 4.0, 8.0, 16.0], index=idx)
print(s.rolling("3D").sum())
print(s.rolling("2D").mean())
print(s.rolling("7D").count())
