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

# group iter
for name, grp in df.groupby('city'):
    print(name, len(grp), round(grp['temp_c'].sum(), 2))

# positional
print(df.iloc[2:5, [0, 2]])
print(df.iloc[-1])
print(df.at[df.index[0], 'temp_c'], df.iat[1, 0])

# mask combo
first = df['city'].iloc[0]
mask = (df['temp_c'] > df['temp_c'].mean()) & (df['city'] != first)
print(df[mask][['city', 'temp_c']])
print(df[~mask | (df['rain_mm'] < df['rain_mm'].median())].shape)

# named agg
summary = df.groupby('city').agg(total=('temp_c', 'sum'), average=('rain_mm', 'mean'), n=('temp_c', 'size'))
print(summary.round(2))
