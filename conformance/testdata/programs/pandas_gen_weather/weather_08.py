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

# missing fill
df2 = df.copy()
df2.loc[df2.index[1], 'temp_c'] = np.nan
df2.loc[df2.index[3], 'temp_c'] = np.nan
print(df2['temp_c'].isna().sum())
df2['temp_c'] = df2['temp_c'].fillna(df2['temp_c'].mean())
print(df2['temp_c'].round(2).tolist())

# cumulative
s = df.sort_values('temp_c')['temp_c']
print(s.cumsum().round(2).tolist())
print(s.pct_change().round(4).tolist())

# apply label
threshold = df['temp_c'].mean()
df['flag'] = df['temp_c'].apply(lambda v: 'above' if v > threshold else 'below')
print(df.groupby('flag')['temp_c'].agg(['count', 'mean']).round(2))

# ratio column
df['ratio'] = (df['temp_c'] / df['rain_mm']).round(3)
print(df[['city', 'temp_c', 'rain_mm', 'ratio']].head(6))
