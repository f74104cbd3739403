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

# dropna
df2 = df.copy()
df2.loc[df2.index[::3], 'temperature'] = None
print(df2.isna().sum())
print(df2.dropna().shape, df2.dropna(subset=['temperature'])['temperature'].mean().round(3))
print(df2.fillna({'temperature': 0})['temperature'].tolist())

# set reset index
indexed = df.set_index('sensor')
first = indexed.index[0]
print(indexed.loc[first, 'temperature'])
print(indexed.reset_index().head(3))

# apply rows
df['summary'] = df.apply(lambda r: f"{r['sensor']}/{r['zone']}: {r['humidity']}", axis=1)
print(df['summary'].head(5).tolist())

# to string
print(df.head(5).to_string(index=False))
