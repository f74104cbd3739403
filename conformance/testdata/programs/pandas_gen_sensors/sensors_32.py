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

# date parts
df['month'] = df['time'].dt.month
df['weekday'] = df['time'].dt.day_name()
print(df[['time', 'month', 'weekday']].head())
print(df['time'].dt.strftime('%Y-%m-%d %H:%M').tolist()[:3])

# merge summary
summary = df.groupby('sensor', as_index=False)['temperature'].sum()
joined = df.merge(summary, on='sensor', suffixes=('', '_total'))
joined['share'] = (joined['temperature'] / joined['temperature_total']).round(3)
print(joined[['sensor', 'temperature', 'temperature_total', 'share']].head(6))

# isin between
keep = sorted(df['sensor'].unique())[:2]
print(df[df['sensor'].isin(keep)][['sensor', 'temperature']])
lo, hi = df['humidity'].quantile(0.25), df['humidity'].quantile(0.75)
print(df[df['humidity'].between(lo, hi)][['zone', 'humidity']])

# pivot mean
pt = df.pivot_table(index='sensor', values=['temperature', 'humidity'], aggfunc='mean')
print(pt.round(2))
