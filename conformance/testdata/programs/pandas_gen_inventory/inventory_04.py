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

# describe
print(df.describe())

# apply label
threshold = df['stock_value'].mean()
df['flag'] = df['stock_value'].apply(lambda v: 'above' if v > threshold else 'below')
print(df.groupby('flag')['stock_value'].agg(['count', 'mean']).round(2))

# top3
print(df.nlargest(3, 'stock_value')[['category', 'warehouse', 'stock_value']])
print(df.nsmallest(2, 'qty'))

# two key unstack
table = df.groupby(['category', 'warehouse'])['stock_value'].sum().unstack(fill_value=0)
print(table)
