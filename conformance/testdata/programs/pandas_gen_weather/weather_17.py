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

# sample
print(df.sample(3, random_state=42)[['city', 'temp_c']])
print(len(df.sample(frac=0.5, random_state=1)))

# date parts
df['month'] = df['day'].dt.month
df['weekday'] = df['day'].dt.day_name()
print(df[['day', 'month', 'weekday']].head())
print(df['day'].dt.strftime('%Y-%m-%d %H:%M').tolist()[:3])

# spread
print(df.groupby('city')['temp_c'].std().round(3))
print(df[['temp_c', 'rain_mm']].agg(['min', 'max', 'mean', 'std']).round(2))

# rolling diff
s = df['temp_c']
print(s.rolling(3).mean().round(2).tolist())
print(s.diff().round(2).tolist())
print(s.shift(1).head(4).tolist())
