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

# spread
print(df.groupby('category')['stock_value'].std().round(3))
print(df[['stock_value', 'qty']].agg(['min', 'max', 'mean', 'std']).round(2))

# dropna
df2 = df.copy()
df2.loc[df2.index[::3], 'stock_value'] = None
print(df2.isna().sum())
print(df2.dropna().shape, df2.dropna(subset=['stock_value'])['stock_value'].mean().round(3))
print(df2.fillna({'stock_value': 0})['stock_value'].tolist())

# np where
df['level'] = np.where(df['stock_value'] >= df['stock_value'].median(), 'high', 'low')
print(df.groupby('level')['qty'].mean().round(2))

# size nunique
print(df.groupby('category').size())
print(df.groupby('category')['warehouse'].nunique())
print(df['warehouse'].nunique(), df.nunique().to_dict())
