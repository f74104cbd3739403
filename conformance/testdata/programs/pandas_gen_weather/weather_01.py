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

# crosstab
print(pd.crosstab(df['city'], df['condition']))

# resample
ts = df.set_index('day')['temp_c'].resample('W').mean()
print(ts.round(2))

# missing fill
df2 = df.copy()
df2.loc[df2.index[1], 'temp_c'] = np.nan
df2.loc[df2.index[3], 'temp_c'] = np.nan
print(df2['temp_c'].isna().sum())
df2['temp_c'] = df2['temp_c'].fillna(df2['temp_c'].mean())
print(df2['temp_c'].round(2).tolist())

# dedupe
first = df.drop_duplicates(subset='city', keep='first')
print(first[['city', 'temp_c']])
print(df.duplicated(subset=['city']).sum())
