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

# rename drop
slim = df.rename(columns={'temp_c': 'value', 'city': 'group'}).drop(columns=['condition'])
print(slim.columns.tolist())
print(slim.head(3))

# pivot mean
pt = df.pivot_table(index='city', values=['temp_c', 'rain_mm'], aggfunc='mean')
print(pt.round(2))

# where clip
q1, q3 = df['temp_c'].quantile([0.25, 0.75])
print(df['temp_c'].clip(lower=q1, upper=q3).round(2).tolist())
print(df['temp_c'].where(df['temp_c'] > df['temp_c'].mean(), 0).round(2).tolist())

# isin between
keep = sorted(df['city'].unique())[:2]
print(df[df['city'].isin(keep)][['city', 'temp_c']])
lo, hi = df['rain_mm'].quantile(0.25), df['rain_mm'].quantile(0.75)
print(df[df['rain_mm'].between(lo, hi)][['condition', 'rain_mm']])
