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

# to csv
print(df.head(4).to_csv(index=False))

# merge summary
summary = df.groupby('city', as_index=False)['temp_c'].sum()
joined = df.merge(summary, on='city', suffixes=('', '_total'))
joined['share'] = (joined['temp_c'] / joined['temp_c_total']).round(3)
print(joined[['city', 'temp_c', 'temp_c_total', 'share']].head(6))

# loc tier
df['tier'] = 'rest'
df.loc[df['temp_c'] > df['temp_c'].quantile(0.75), 'tier'] = 'top'
print(df['tier'].value_counts())
print(df.loc[df['tier'] == 'top', ['city', 'temp_c']])

# size nunique
print(df.groupby('city').size())
print(df.groupby('city')['condition'].nunique())
print(df['condition'].nunique(), df.nunique().to_dict())
