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

# two key unstack
table = df.groupby(['city', 'condition'])['temp_c'].sum().unstack(fill_value=0)
print(table)

# ratio column
df['ratio'] = (df['temp_c'] / df['rain_mm']).round(3)
print(df[['city', 'temp_c', 'rain_mm', 'ratio']].head(6))

# apply label
threshold = df['temp_c'].mean()
df['flag'] = df['temp_c'].apply(lambda v: 'above' if v > threshold else 'below')
print(df.groupby('flag')['temp_c'].agg(['count', 'mean']).round(2))

# string ops
print(df['city'].str.upper().unique())
print(df['city'].str.len().max())
print(df[df['condition'].str.contains('a', case=False)][['city', 'condition']])
