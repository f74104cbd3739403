# krait-run: --allow-import pandas,numpy,io
import pandas as pd
import numpy as np
dates = pd.date_range('2024-01-01', periods=20, freq='D')
s = pd.Series(np.arange(20) * 1.5 + 10, index=dates, name='value')
print(s.head(10))
print(s.rolling(window=5).mean().tail())
print(s.resample('W').sum())
df = s.to_frame()
df['change'] = df['value'].pct_change()
df['cum'] = df['value'].cumsum()
print(df.head(8))
print(df.loc['2024-01-05':'2024-01-09'])
print(df.index.min(), df.index.max())
print(s.diff().dropna().head(3))
weekly = df.resample('W').agg({'value': 'mean', 'cum': 'last'})
print(weekly)
print(df['value'].shift(2).head())
