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

# describe object
print(df['city'].describe())
print(df.describe(include='object'))

# overview
print(df.head())
print(df.shape)
print(df.dtypes)

# top3
print(df.nlargest(3, 'temp_c')[['city', 'condition', 'temp_c']])
print(df.nsmallest(2, 'rain_mm'))

# sort two
print(df.sort_values(['city', 'temp_c'], ascending=[True, False])[['city', 'temp_c']])
