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

# merge lookup
lookup = pd.DataFrame({'sensor': sorted(df['sensor'].unique()), 'code': range(len(df['sensor'].unique()))})
merged = df.merge(lookup, on='sensor', how='left')
print(merged[['sensor', 'code', 'temperature']].head())
print(merged.groupby('code')['temperature'].mean().round(2))

# two key unstack
table = df.groupby(['sensor', 'zone'])['temperature'].sum().unstack(fill_value=0)
print(table)

# resample
ts = df.set_index('time')['temperature'].resample('D').mean()
print(ts.round(2))

# top3
print(df.nlargest(3, 'temperature')[['sensor', 'zone', 'temperature']])
print(df.nsmallest(2, 'humidity'))
