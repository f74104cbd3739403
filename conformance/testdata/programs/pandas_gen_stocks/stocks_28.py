# krait-run: --allow-import pandas,numpy,io
import pandas as pd
import numpy as np
import io
csv_text = """date,ticker,sector,close,volume
2024-03-01,AAPL,Tech,179.66,73488000
2024-03-01,XOM,Energy,104.81,18620000
2024-03-01,JPM,Finance,186.33,9254000
2024-03-04,AAPL,Tech,175.10,81510000
2024-03-04,XOM,Energy,106.32,20137000
2024-03-04,JPM,Finance,187.55,8123000
2024-03-05,AAPL,Tech,170.12,95132000
2024-03-05,XOM,Energy,107.05,16744000
2024-03-05,JPM,Finance,185.91,7765000
2024-03-06,AAPL,Tech,169.12,68587000
2024-03-06,XOM,Energy,105.88,15206000
2024-03-06,JPM,Finance,188.20,8312000
"""
df = pd.read_csv(io.StringIO(csv_text), parse_dates=['date'])

# sample
print(df.sample(3, random_state=42)[['ticker', 'close']])
print(len(df.sample(frac=0.5, random_state=1)))

# select dtypes
print(df.select_dtypes(include='number').sum().round(2))
print(df.select_dtypes(include='object').columns.tolist())

# describe pct
print(df['close'].describe(percentiles=[0.1, 0.9]))

# spread
print(df.groupby('ticker')['close'].std().round(3))
print(df[['close', 'volume']].agg(['min', 'max', 'mean', 'std']).round(2))
