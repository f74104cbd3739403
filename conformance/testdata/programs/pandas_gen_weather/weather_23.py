# krait-run: --allow-import pandas,numpy,io
import pandas as pd
import numpy as np
import io
df = pd.DataFrame({
    'day': pd.date_range('2024-06-01', periods=14, freq='D'),
    'city': ['Oslo', 'Rome'] * 7,
    'condition': ['sun', 'rain', 'cloud', 'sun', 'sun', 'cloud', 'rain', 'sun', 'cloud', 'sun', 'rain', 'sun', 'cloud', 'rain'],
    'temp_c': [18.2, 27.5, 16.9, 29.1, 19.4, 30.2, 15.0, 31.4, 17.7, 28.8, 14.2, 32.0, 18.9, 26.4],
    'rain_mm': [0.0, 5.2, 1.1, 0.0, 0.0, 0.4, 7.9, 0.0, 0.6, 0.0, 12.3, 0.0, 0.2, 3.3],
})

# dropna
df2 = df.copy()
df2.loc[df2.index[::3], 'temp_c'] = None
print(df2.isna().sum())
print(df2.dropna().shape, df2.dropna(subset=['temp_c'])['temp_c'].mean().round(3))
print(df2.fillna({'temp_c': 0})['temp_c'].tolist())

# apply rows
df['summary'] = df.apply(lambda r: f"{r['city']}/{r['condition']}: {r['rain_mm']}", axis=1)
print(df['summary'].head(5).tolist())

# as index false
flat = df.groupby(['city', 'condition'], as_index=False)['temp_c'].mean()
print(flat.round(2))
print(flat.shape)

# map codes
codes = {v: i for i, v in enumerate(sorted(df['city'].unique()))}
df['code'] = df['city'].map(codes)
print(codes)
print(df[['city', 'code']].head(6))
