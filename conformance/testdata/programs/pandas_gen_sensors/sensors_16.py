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

# sample
print(df.sample(3, random_state=42)[['sensor', 'temperature']])
print(len(df.sample(frac=0.5, random_state=1)))

# where clip
q1, q3 = df['temperature'].quantile([0.25, 0.75])
print(df['temperature'].clip(lower=q1, upper=q3).round(2).tolist())
print(df['temperature'].where(df['temperature'] > df['temperature'].mean(), 0).round(2).tolist())

# positional
print(df.iloc[2:5, [0, 2]])
print(df.iloc[-1])
print(df.at[df.index[0], 'temperature'], df.iat[1, 0])

# as index false
flat = df.groupby(['sensor', 'zone'], as_index=False)['temperature'].mean()
print(flat.round(2))
print(flat.shape)
