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

# pct of group
df['pct'] = (df['temp_c'] / df.groupby('city')['temp_c'].transform('sum') * 100).round(1)
print(df[['city', 'temp_c', 'pct']])

# positional
print(df.iloc[2:5, [0, 2]])
print(df.iloc[-1])
print(df.at[df.index[0], 'temp_c'], df.iat[1, 0])

# dict agg
out = df.groupby('city').agg({'temp_c': ['sum', 'mean'], 'rain_mm': 'max'})
print(out.round(2))
print(out.columns.tolist())

# group iter
for name, grp in df.groupby('city'):
    print(name, len(grp), round(grp['temp_c'].sum(), 2))
