# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
import numpy as np
s = pd.Series([10, 12, 11, 15, 14, 18, 20, 19, 22, 25], dtype=float)
print(s.rolling(3).mean())
print(s.rolling(3, min_periods=1).mean().round(2).tolist())
print(s.rolling(4, center=True).sum().tolist())
print(s.rolling(3).std().round(4).tolist())
print(s.rolling(2).apply(lambda w: w.iloc[-1] - w.iloc[0]).tolist())
