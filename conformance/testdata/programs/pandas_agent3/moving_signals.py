# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
import numpy as np
prices = pd.Series([100, 102, 101, 105, 107, 106, 110, 108, 111, 115], dtype=float)
short = prices.rolling(3).mean()
long = prices.rolling(5).mean()
signal = np.where(short > long, "buy", "hold")
out = pd.DataFrame({"price": prices, "short": short.round(2), "long": long.round(2), "signal": signal})
print(out)
print(out["signal"].value_counts())
ret = prices.pct_change()
print(ret.rolling(3).std().round(5).tolist())
print((1 + ret.fillna(0)).cumprod().round(4).tolist())
