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

# filter median
med = df['stock_value'].median()
subset = df[df['stock_value'] > med]
print(f"median = {med}")
print(subset[['category', 'stock_value']])

# overview
print(df.head())
print(df.shape)
print(df.dtypes)

# ratio column
df['ratio'] = (df['stock_value'] / df['qty']).round(3)
print(df[['category', 'stock_value', 'qty', 'ratio']].head(6))

# transform dev
df['dev'] = df['stock_value'] - df.groupby('category')['stock_value'].transform('mean')
print(df[['category', 'stock_value', 'dev']].round(2))
