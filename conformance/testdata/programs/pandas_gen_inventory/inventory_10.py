# krait-run: --allow-import pandas,numpy,io
import pandas as pd
import numpy as np
import io
items = [
    {'sku': 'A-100', 'category': 'tools', 'warehouse': 'W1', 'qty': 120, 'cost': 4.25},
    {'sku': 'A-101', 'category': 'tools', 'warehouse': 'W2', 'qty': 0, 'cost': 6.5},
    {'sku': 'B-200', 'category': 'paint', 'warehouse': 'W1', 'qty': 45, 'cost': 12.0},
    {'sku': 'B-201', 'category': 'paint', 'warehouse': 'W3', 'qty': 8, 'cost': 15.75},
    {'sku': 'C-300', 'category': 'garden', 'warehouse': 'W2', 'qty': 60, 'cost': 3.1},
    {'sku': 'C-301', 'category': 'garden', 'warehouse': 'W2', 'qty': 33, 'cost': 22.4},
    {'sku': 'D-400', 'category': 'tools', 'warehouse': 'W3', 'qty': 17, 'cost': 48.0},
    {'sku': 'D-401', 'category': 'paint', 'warehouse': 'W1', 'qty': 95, 'cost': 9.99},
]
df = pd.DataFrame(items)
df['stock_value'] = df['qty'] * df['cost']

# missing fill
df2 = df.copy()
df2.loc[df2.index[1], 'stock_value'] = np.nan
df2.loc[df2.index[3], 'stock_value'] = np.nan
print(df2['stock_value'].isna().sum())
df2['stock_value'] = df2['stock_value'].fillna(df2['stock_value'].mean())
print(df2['stock_value'].round(2).tolist())

# cumulative
s = df.sort_values('stock_value')['stock_value']
print(s.cumsum().round(2).tolist())
print(s.pct_change().round(4).tolist())

# describe
print(df.describe())

# cut bins
df['bucket'] = pd.cut(df['stock_value'], bins=3, labels=['low', 'mid', 'high'])
print(df[['stock_value', 'bucket']])
print(df['bucket'].value_counts())
