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

# dates
print(df['day'].min(), df['day'].max())
daily = df.groupby(df['day'].dt.date)['temp_c'].sum()
print(daily)
print(df['day'].dt.day_name().value_counts())

# filter median
med = df['temp_c'].median()
subset = df[df['temp_c'] > med]
print(f"median = {med}")
print(subset[['city', 'temp_c']])

# cumulative
s = df.sort_values('temp_c')['temp_c']
print(s.cumsum().round(2).tolist())
print(s.pct_change().round(4).tolist())
