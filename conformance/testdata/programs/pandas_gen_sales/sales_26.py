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

# idxmax
best = df.loc[df['revenue'].idxmax()]
print(best)
print(df.groupby('region')['revenue'].idxmax())

# map codes
codes = {v: i for i, v in enumerate(sorted(df['region'].unique()))}
df['code'] = df['region'].map(codes)
print(codes)
print(df[['region', 'code']].head(6))

# concat axis1
side = pd.concat([df.groupby('region')['revenue'].sum(), df.groupby('region')['units'].mean()], axis=1)
side.columns = ['total', 'avg']
print(side.round(2))

# where clip
q1, q3 = df['revenue'].quantile([0.25, 0.75])
print(df['revenue'].clip(lower=q1, upper=q3).round(2).tolist())
print(df['revenue'].where(df['revenue'] > df['revenue'].mean(), 0).round(2).tolist())
