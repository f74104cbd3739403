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

# overview
print(df.head())
print(df.shape)
print(df.dtypes)

# filter median
med = df['temperature'].median()
subset = df[df['temperature'] > med]
print(f"median = {med}")
print(subset[['sensor', 'temperature']])

# merge lookup
lookup = pd.DataFrame({'sensor': sorted(df['sensor'].unique()), 'code': range(len(df['sensor'].unique()))})
merged = df.merge(lookup, on='sensor', how='left')
print(merged[['sensor', 'code', 'temperature']].head())
print(merged.groupby('code')['temperature'].mean().round(2))

# dedupe
first = df.drop_duplicates(subset='sensor', keep='first')
print(first[['sensor', 'temperature']])
print(df.duplicated(subset=['sensor']).sum())
