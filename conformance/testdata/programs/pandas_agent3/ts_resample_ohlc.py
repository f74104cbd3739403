# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
# xfail: Resampler.ohlc is not implemented
import pandas as pd
import numpy as np
idx = pd.date_range("2023-01-02 09:30", periods=12, freq="15min")
price = pd.Series([100, 101, 99, 102, 103, 101, 104, 105, 103, 106, 107, 105], index=idx, dtype=float)
print(price.resample("1H").ohlc())
print(price.resample("30min").mean())
vol = pd.Series(range(12), index=idx) * 100
print(vol.resample("H").sum())
