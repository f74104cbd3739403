# krait-run: --allow-import pandas,numpy,io
import pandas as pd
import numpy as np
import io
csv_text = """order_id,date,region,product,units,unit_price
1001,2024-01-03,North,Laptop,2,999.99
1002,2024-01-05,South,Mouse,10,19.5
1003,2024-01-09,East,Monitor,3,249.0
1004,2024-01-12,North,Mouse,7,19.5
1005,2024-01-15,West,Keyboard,5,49.99
1006,2024-01-20,South,Laptop,1,1099.0
1007,2024-02-02,East,Keyboard,4,49.99
1008,2024-02-07,West,Monitor,2,259.0
1009,2024-02-11,North,Monitor,1,249.0
1010,2024-02-18,South,Keyboard,6,45.0
1011,2024-02-25,East,Laptop,2,979.5
1012,2024-03-01,West,Mouse,12,18.75
"""
df = pd.read_csv(io.StringIO(csv_text), parse_dates=['date'])
df['revenue'] = df['units'] * df['unit_price']

# spread
print(df.groupby('region')['revenue'].std().round(3))
print(df[['revenue', 'units']].agg(['min', 'max', 'mean', 'std']).round(2))

# select dtypes
print(df.select_dtypes(include='number').sum().round(2))
print(df.select_dtypes(include='object').columns.tolist())

# dropna
df2 = df.copy()
df2.loc[df2.index[::3], 'revenue'] = None
print(df2.isna().sum())
print(df2.dropna().shape, df2.dropna(subset=['revenue'])['revenue'].mean().round(3))
print(df2.fillna({'revenue': 0})['revenue'].tolist())

# as index false
flat = df.groupby(['region', 'product'], as_index=False)['revenue'].mean()
print(flat.round(2))
print(flat.shape)
