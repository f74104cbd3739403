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

# isin between
keep = sorted(df['ticker'].unique())[:2]
print(df[df['ticker'].isin(keep)][['ticker', 'close']])
lo, hi = df['volume'].quantile(0.25), df['volume'].quantile(0.75)
print(df[df['volume'].between(lo, hi)][['sector', 'volume']])

# where clip
q1, q3 = df['close'].quantile([0.25, 0.75])
print(df['close'].clip(lower=q1, upper=q3).round(2).tolist())
print(df['close'].where(df['close'] > df['close'].mean(), 0).round(2).tolist())

# size nunique
print(df.groupby('ticker').size())
print(df.groupby('ticker')['sector'].nunique())
print(df['sector'].nunique(), df.nunique().to_dict())

# dropna
df2 = df.copy()
df2.loc[df2.index[::3], 'close'] = None
print(df2.isna().sum())
print(df2.dropna().shape, df2.dropna(subset=['close'])['close'].mean().round(3))
print(df2.fillna({'close': 0})['close'].tolist())
