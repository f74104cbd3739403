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

# pivot margins
pt = pd.pivot_table(df, index='sensor', columns='zone', values='temperature', aggfunc='sum', fill_value=0, margins=True)
print(pt)

# overview
print(df.head())
print(df.shape)
print(df.dtypes)

# cumulative
s = df.sort_values('temperature')['temperature']
print(s.cumsum().round(2).tolist())
print(s.pct_change().round(4).tolist())

# rank within
df['rank_in_group'] = df.groupby('sensor')['temperature'].rank(ascending=False)
print(df[['sensor', 'temperature', 'rank_in_group']].sort_values(['sensor', 'rank_in_group']))
