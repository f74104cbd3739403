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

# apply rows
df['summary'] = df.apply(lambda r: f"{r['region']}/{r['product']}: {r['units']}", axis=1)
print(df['summary'].head(5).tolist())

# dict agg
out = df.groupby('region').agg({'revenue': ['sum', 'mean'], 'units': 'max'})
print(out.round(2))
print(out.columns.tolist())

# named agg
summary = df.groupby('region').agg(total=('revenue', 'sum'), average=('units', 'mean'), n=('revenue', 'size'))
print(summary.round(2))

# rolling diff
s = df['revenue']
print(s.rolling(3).mean().round(2).tolist())
print(s.diff().round(2).tolist())
print(s.shift(1).head(4).tolist())
