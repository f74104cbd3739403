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

# spread
print(df.groupby('sensor')['temperature'].std().round(3))
print(df[['temperature', 'humidity']].agg(['min', 'max', 'mean', 'std']).round(2))

# group cumsum
df['running'] = df.groupby('sensor')['temperature'].cumsum()
print(df[['sensor', 'temperature', 'running']].round(2))

# info
df.info()

# idxmax
best = df.loc[df['temperature'].idxmax()]
print(best)
print(df.groupby('sensor')['temperature'].idxmax())
