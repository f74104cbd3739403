# krait-run: --allow-import pandas,numpy,io
import pandas as pd
import numpy as np
import io
import numpy as np
readings = {
    'sensor': ['s1', 's2', 's3', 's1', 's2', 's3', 's1', 's2', 's3', 's1', 's2', 's3'],
    'zone': ['north', 'south', 'north', 'north', 'south', 'north', 'north', 'south', 'north', 'north', 'south', 'north'],
    'time': pd.date_range('2024-02-01 00:00', periods=12, freq='6H'),
    'temperature': [21.5, 19.0, np.nan, 22.1, 19.4, 23.0, 21.9, np.nan, 23.4, 22.6, 20.1, 23.8],
    'humidity': [40, 55, 42, 41, 57, 44, 39, 58, 45, 38, 60, 46],
}
df = pd.DataFrame(readings)

# info
df.info()

# size nunique
print(df.groupby('sensor').size())
print(df.groupby('sensor')['zone'].nunique())
print(df['zone'].nunique(), df.nunique().to_dict())

# dict agg
out = df.groupby('sensor').agg({'temperature': ['sum', 'mean'], 'humidity': 'max'})
print(out.round(2))
print(out.columns.tolist())

# date parts
df['month'] = df['time'].dt.month
df['weekday'] = df['time'].dt.day_name()
print(df[['time', 'month', 'weekday']].head())
print(df['time'].dt.strftime('%Y-%m-%d %H:%M').tolist()[:3])
