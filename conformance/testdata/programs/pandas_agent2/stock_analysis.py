# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
import numpy as np
import io
csv = """Date,Open,High,Low,Close,Volume
2024-04-01,150.0,152.3,149.1,151.8,1200000
2024-04-02,151.9,153.0,150.5,152.4,980000
2024-04-03,152.0,152.9,148.7,149.3,1500000
2024-04-04,149.5,151.2,148.9,150.9,1100000
2024-04-05,151.0,155.6,150.8,155.1,2100000
2024-04-08,155.3,156.0,153.2,153.9,1300000
"""
df = pd.read_csv(io.StringIO(csv), index_col="Date", parse_dates=True)
df["Return"] = df["Close"].pct_change()
df["Range"] = df["High"] - df["Low"]
df["MA3"] = df["Close"].rolling(3).mean()
print(df.round(4))
print("Volatility:", round(df["Return"].std() * np.sqrt(252), 4))
print("Best day:", df["Return"].idxmax().date())
print(df["Volume"].describe().round(1))
print(df.loc["2024-04-03":"2024-04-05", ["Close", "Volume"]])
