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

# quantiles
print(df['stock_value'].quantile([0.25, 0.5, 0.75]))
print(df.groupby('category')['stock_value'].median())

# where clip
q1, q3 = df['stock_value'].quantile([0.25, 0.75])
print(df['stock_value'].clip(lower=q1, upper=q3).round(2).tolist())
print(df['stock_value'].where(df['stock_value'] > df['stock_value'].mean(), 0).round(2).tolist())

# concat axis1
side = pd.concat([df.groupby('category')['stock_value'].sum(), df.groupby('category')['qty'].mean()], axis=1)
side.columns = ['total', 'avg']
print(side.round(2))

# pivot mean
pt = df.pivot_table(index='category', values=['stock_value', 'qty'], aggfunc='mean')
print(pt.round(2))
