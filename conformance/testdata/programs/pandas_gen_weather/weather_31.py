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

# group cumsum
df['running'] = df.groupby('city')['temp_c'].cumsum()
print(df[['city', 'temp_c', 'running']].round(2))

# size nunique
print(df.groupby('city').size())
print(df.groupby('city')['condition'].nunique())
print(df['condition'].nunique(), df.nunique().to_dict())

# sample
print(df.sample(3, random_state=42)[['city', 'temp_c']])
print(len(df.sample(frac=0.5, random_state=1)))

# date parts
df['month'] = df['day'].dt.month
df['weekday'] = df['day'].dt.day_name()
print(df[['day', 'month', 'weekday']].head())
print(df['day'].dt.strftime('%Y-%m-%d %H:%M').tolist()[:3])
