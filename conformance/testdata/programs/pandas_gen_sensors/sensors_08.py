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

# transform dev
df['dev'] = df['temperature'] - df.groupby('sensor')['temperature'].transform('mean')
print(df[['sensor', 'temperature', 'dev']].round(2))

# group sum sorted
totals = df.groupby('sensor')['temperature'].sum().sort_values(ascending=False)
print(totals)
print(f"Largest: {totals.index[0]} = {totals.iloc[0]:.2f}")

# apply label
threshold = df['temperature'].mean()
df['flag'] = df['temperature'].apply(lambda v: 'above' if v > threshold else 'below')
print(df.groupby('flag')['temperature'].agg(['count', 'mean']).round(2))

# dedupe
first = df.drop_duplicates(subset='sensor', keep='first')
print(first[['sensor', 'temperature']])
print(df.duplicated(subset=['sensor']).sum())
