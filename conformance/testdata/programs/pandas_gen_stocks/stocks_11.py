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

# string ops
print(df['ticker'].str.upper().unique())
print(df['ticker'].str.len().max())
print(df[df['sector'].str.contains('a', case=False)][['ticker', 'sector']])

# transform dev
df['dev'] = df['close'] - df.groupby('ticker')['close'].transform('mean')
print(df[['ticker', 'close', 'dev']].round(2))

# cumulative
s = df.sort_values('close')['close']
print(s.cumsum().round(2).tolist())
print(s.pct_change().round(4).tolist())

# records
for rec in df.head(2).to_dict('records'):
    print(rec)
