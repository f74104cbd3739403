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

# apply rows
df['summary'] = df.apply(lambda r: f"{r['city']}/{r['condition']}: {r['rain_mm']}", axis=1)
print(df['summary'].head(5).tolist())

# dict agg
out = df.groupby('city').agg({'temp_c': ['sum', 'mean'], 'rain_mm': 'max'})
print(out.round(2))
print(out.columns.tolist())

# spread
print(df.groupby('city')['temp_c'].std().round(3))
print(df[['temp_c', 'rain_mm']].agg(['min', 'max', 'mean', 'std']).round(2))

# report
totals = df.groupby('city')['temp_c'].sum().sort_values()
for key, total in totals.items():
    print(f"{key:<12}{total:>12.2f}")
print(f"{'TOTAL':<12}{totals.sum():>12.2f}")
