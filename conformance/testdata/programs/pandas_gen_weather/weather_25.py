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

# as index false
flat = df.groupby(['city', 'condition'], as_index=False)['temp_c'].mean()
print(flat.round(2))
print(flat.shape)

# merge summary
summary = df.groupby('city', as_index=False)['temp_c'].sum()
joined = df.merge(summary, on='city', suffixes=('', '_total'))
joined['share'] = (joined['temp_c'] / joined['temp_c_total']).round(3)
print(joined[['city', 'temp_c', 'temp_c_total', 'share']].head(6))

# to csv
print(df.head(4).to_csv(index=False))

# pct of group
df['pct'] = (df['temp_c'] / df.groupby('city')['temp_c'].transform('sum') * 100).round(1)
print(df[['city', 'temp_c', 'pct']])
