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

# sort two
print(df.sort_values(['sensor', 'temperature'], ascending=[True, False])[['sensor', 'temperature']])

# missing fill
df2 = df.copy()
df2.loc[df2.index[1], 'temperature'] = np.nan
df2.loc[df2.index[3], 'temperature'] = np.nan
print(df2['temperature'].isna().sum())
df2['temperature'] = df2['temperature'].fillna(df2['temperature'].mean())
print(df2['temperature'].round(2).tolist())

# describe
print(df.describe())

# crosstab
print(pd.crosstab(df['sensor'], df['zone']))
