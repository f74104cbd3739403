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

# mask combo
first = df['sensor'].iloc[0]
mask = (df['temperature'] > df['temperature'].mean()) & (df['sensor'] != first)
print(df[mask][['sensor', 'temperature']])
print(df[~mask | (df['humidity'] < df['humidity'].median())].shape)

# spread
print(df.groupby('sensor')['temperature'].std().round(3))
print(df[['temperature', 'humidity']].agg(['min', 'max', 'mean', 'std']).round(2))

# isin between
keep = sorted(df['sensor'].unique())[:2]
print(df[df['sensor'].isin(keep)][['sensor', 'temperature']])
lo, hi = df['humidity'].quantile(0.25), df['humidity'].quantile(0.75)
print(df[df['humidity'].between(lo, hi)][['zone', 'humidity']])

# describe pct
print(df['temperature'].describe(percentiles=[0.1, 0.9]))
