# krait-run: --allow-import pandas,numpy,io
import pandas as pd
import numpy as np
import io
df = pd.DataFrame({
    'day': pd.date_range('2024-06-01', periods=14, freq='D'),
    'city': ['Oslo', 'Rome'] * 7,
    'condition': ['sun', 'rain', 'cloud', 'sun', 'sun', 'cloud', 'rain', 'sun', 'cloud', 'sun', 'rain', 'sun', 'cloud', 'rain'],
    'temp_c': [18.2, 27.5, 16.9, 29.1, 19.4, 30.2, 15.0, 31.4, 17.7, 28.8, 14.2, 32.0, 18.9, 26.4],
    'rain_mm': [0.0, 5.2, 1.1, 0.0, 0.0, 0.4, 7.9, 0.0, 0.6, 0.0, 12.3, 0.0, 0.2, 3.3],
})

# records
for rec in df.head(2).to_dict('records'):
    print(rec)

# group sum sorted
totals = df.groupby('city')['temp_c'].sum().sort_values(ascending=False)
print(totals)
print(f"Largest: {totals.index[0]} = {totals.iloc[0]:.2f}")

# share pct
share = (df.groupby('city')['temp_c'].sum() / df['temp_c'].sum() * 100).round(1)
print(share)
print(share.to_dict())

# melt
long = df.melt(id_vars=['city'], value_vars=['temp_c', 'rain_mm'], var_name='metric', value_name='value')
print(long.head(8))
print(long.groupby('metric')['value'].sum().round(2))
