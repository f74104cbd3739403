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

# query
threshold = df['qty'].median()
res = df.query("stock_value > stock_value.mean()") if False else df[df['stock_value'] > df['stock_value'].mean()]
print(len(res))
print(df.query("qty >= @threshold")[['category', 'qty']])

# records
for rec in df.head(2).to_dict('records'):
    print(rec)

# share pct
share = (df.groupby('category')['stock_value'].sum() / df['stock_value'].sum() * 100).round(1)
print(share)
print(share.to_dict())

# rank within
df['rank_in_group'] = df.groupby('category')['stock_value'].rank(ascending=False)
print(df[['category', 'stock_value', 'rank_in_group']].sort_values(['category', 'rank_in_group']))
