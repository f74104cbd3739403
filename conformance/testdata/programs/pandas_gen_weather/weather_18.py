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

# idxmax
best = df.loc[df['temp_c'].idxmax()]
print(best)
print(df.groupby('city')['temp_c'].idxmax())

# info
df.info()

# set reset index
indexed = df.set_index('city')
first = indexed.index[0]
print(indexed.loc[first, 'temp_c'])
print(indexed.reset_index().head(3))

# group cumsum
df['running'] = df.groupby('city')['temp_c'].cumsum()
print(df[['city', 'temp_c', 'running']].round(2))
