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

# iterrows
for idx, row in df.head(4).iterrows():
    print(f"{idx}: {row['city']} -> {row['temp_c']}")

# records
for rec in df.head(2).to_dict('records'):
    print(rec)

# pivot margins
pt = pd.pivot_table(df, index='city', columns='condition', values='temp_c', aggfunc='sum', fill_value=0, margins=True)
print(pt)

# filter median
med = df['temp_c'].median()
subset = df[df['temp_c'] > med]
print(f"median = {med}")
print(subset[['city', 'temp_c']])
