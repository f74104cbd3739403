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

# concat ends
both = pd.concat([df.head(2), df.tail(2)])
print(both)
print(pd.concat([df.head(2), df.tail(2)], ignore_index=True).index.tolist())

# corr
print(round(df['temperature'].corr(df['humidity']), 4))
print(df[['temperature', 'humidity']].corr().round(3))

# query
threshold = df['humidity'].median()
res = df.query("temperature > temperature.mean()") if False else df[df['temperature'] > df['temperature'].mean()]
print(len(res))
print(df.query("humidity >= @threshold")[['sensor', 'humidity']])

# cut bins
df['bucket'] = pd.cut(df['temperature'], bins=3, labels=['low', 'mid', 'high'])
print(df[['temperature', 'bucket']])
print(df['bucket'].value_counts())
