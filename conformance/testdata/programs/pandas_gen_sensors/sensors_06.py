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

# rank within
df['rank_in_group'] = df.groupby('sensor')['temperature'].rank(ascending=False)
print(df[['sensor', 'temperature', 'rank_in_group']].sort_values(['sensor', 'rank_in_group']))

# share pct
share = (df.groupby('sensor')['temperature'].sum() / df['temperature'].sum() * 100).round(1)
print(share)
print(share.to_dict())

# two key unstack
table = df.groupby(['sensor', 'zone'])['temperature'].sum().unstack(fill_value=0)
print(table)
