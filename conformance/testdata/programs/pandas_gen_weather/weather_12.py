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

# query
threshold = df['rain_mm'].median()
res = df.query("temp_c > temp_c.mean()") if False else df[df['temp_c'] > df['temp_c'].mean()]
print(len(res))
print(df.query("rain_mm >= @threshold")[['city', 'rain_mm']])

# overview
print(df.head())
print(df.shape)
print(df.dtypes)

# concat ends
both = pd.concat([df.head(2), df.tail(2)])
print(both)
print(pd.concat([df.head(2), df.tail(2)], ignore_index=True).index.tolist())

# crosstab
print(pd.crosstab(df['city'], df['condition']))
