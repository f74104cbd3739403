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

# describe
print(df.describe())

# group agg multi
stats = df.groupby('city')['temp_c'].agg(['mean', 'max', 'count'])
print(stats.round(2))

# top3
print(df.nlargest(3, 'temp_c')[['city', 'condition', 'temp_c']])
print(df.nsmallest(2, 'rain_mm'))

# cut bins
df['bucket'] = pd.cut(df['temp_c'], bins=3, labels=['low', 'mid', 'high'])
print(df[['temp_c', 'bucket']])
print(df['bucket'].value_counts())
