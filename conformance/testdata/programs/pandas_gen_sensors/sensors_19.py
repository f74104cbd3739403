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

# date filter
cutoff = df['time'].min() + pd.Timedelta(days=3)
recent = df[df['time'] >= cutoff]
print(cutoff)
print(recent[['time', 'temperature']])
print((df['time'].max() - df['time'].min()).days)

# map codes
codes = {v: i for i, v in enumerate(sorted(df['sensor'].unique()))}
df['code'] = df['sensor'].map(codes)
print(codes)
print(df[['sensor', 'code']].head(6))

# idxmax
best = df.loc[df['temperature'].idxmax()]
print(best)
print(df.groupby('sensor')['temperature'].idxmax())

# merge summary
summary = df.groupby('sensor', as_index=False)['temperature'].sum()
joined = df.merge(summary, on='sensor', suffixes=('', '_total'))
joined['share'] = (joined['temperature'] / joined['temperature_total']).round(3)
print(joined[['sensor', 'temperature', 'temperature_total', 'share']].head(6))
