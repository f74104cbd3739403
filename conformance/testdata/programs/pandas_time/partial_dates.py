# krait-run: --allow-import pandas,numpy,io
import pandas as pd, numpy as np
dates = pd.date_range('2024-01-01', periods=70, freq='D')
df = pd.DataFrame({'v': np.arange(70)}, index=dates)
print(df.loc['2024-02'])
print(df.loc['2024-01-30':'2024-02-02'])
print(df.loc['2024-02-01'])
print(df['2024-03-05':])
s = df['v']
print(s['2024-01-03'])
print(s.iloc[::10])
print(s[s > 65])
print(df.index[df.v.argmax()])
print(s.loc[pd.Timestamp('2024-01-05')])
print(df.loc[df.index > '2024-03-08'])
