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

# string ops
print(df['sensor'].str.upper().unique())
print(df['sensor'].str.len().max())
print(df[df['zone'].str.contains('a', case=False)][['sensor', 'zone']])

# value counts
print(df['sensor'].value_counts())
print(df['zone'].value_counts(normalize=True).round(3))

# melt
long = df.melt(id_vars=['sensor'], value_vars=['temperature', 'humidity'], var_name='metric', value_name='value')
print(long.head(8))
print(long.groupby('metric')['value'].sum().round(2))

# ratio column
df['ratio'] = (df['temperature'] / df['humidity']).round(3)
print(df[['sensor', 'temperature', 'humidity', 'ratio']].head(6))
