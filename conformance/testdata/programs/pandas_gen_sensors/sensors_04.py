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

# cumulative
s = df.sort_values('temperature')['temperature']
print(s.cumsum().round(2).tolist())
print(s.pct_change().round(4).tolist())

# melt
long = df.melt(id_vars=['sensor'], value_vars=['temperature', 'humidity'], var_name='metric', value_name='value')
print(long.head(8))
print(long.groupby('metric')['value'].sum().round(2))

# group sum sorted
totals = df.groupby('sensor')['temperature'].sum().sort_values(ascending=False)
print(totals)
print(f"Largest: {totals.index[0]} = {totals.iloc[0]:.2f}")

# missing fill
df2 = df.copy()
df2.loc[df2.index[1], 'temperature'] = np.nan
df2.loc[df2.index[3], 'temperature'] = np.nan
print(df2['temperature'].isna().sum())
df2['temperature'] = df2['temperature'].fillna(df2['temperature'].mean())
print(df2['temperature'].round(2).tolist())
