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

# set reset index
indexed = df.set_index('sensor')
first = indexed.index[0]
print(indexed.loc[first, 'temperature'])
print(indexed.reset_index().head(3))

# loc tier
df['tier'] = 'rest'
df.loc[df['temperature'] > df['temperature'].quantile(0.75), 'tier'] = 'top'
print(df['tier'].value_counts())
print(df.loc[df['tier'] == 'top', ['sensor', 'temperature']])

# named agg
summary = df.groupby('sensor').agg(total=('temperature', 'sum'), average=('humidity', 'mean'), n=('temperature', 'size'))
print(summary.round(2))

# concat axis1
side = pd.concat([df.groupby('sensor')['temperature'].sum(), df.groupby('sensor')['humidity'].mean()], axis=1)
side.columns = ['total', 'avg']
print(side.round(2))
