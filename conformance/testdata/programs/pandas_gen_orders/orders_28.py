# krait-run: --allow-import pandas,numpy,io
import pandas as pd
import numpy as np
import io
orders = pd.DataFrame({
    'order_id': [501, 502, 503, 504, 505, 506, 507, 508],
    'customer': ['acme', 'globex', 'acme', 'initech', 'umbrella', 'globex', 'acme', 'initech'],
    'status': ['shipped', 'pending', 'shipped', 'cancelled', 'shipped', 'shipped', 'pending', 'shipped'],
    'amount': [250.0, 75.5, 120.25, 310.0, 99.99, 42.0, 180.0, 66.6],
    'items': [3, 1, 2, 5, 1, 1, 4, 2],
    'placed': pd.to_datetime(['2024-04-02', '2024-04-02', '2024-04-05', '2024-04-07', '2024-04-09', '2024-04-12', '2024-04-15', '2024-04-15']),
})
df = orders

# pct of group
df['pct'] = (df['amount'] / df.groupby('customer')['amount'].transform('sum') * 100).round(1)
print(df[['customer', 'amount', 'pct']])

# np where
df['level'] = np.where(df['amount'] >= df['amount'].median(), 'high', 'low')
print(df.groupby('level')['items'].mean().round(2))

# map codes
codes = {v: i for i, v in enumerate(sorted(df['customer'].unique()))}
df['code'] = df['customer'].map(codes)
print(codes)
print(df[['customer', 'code']].head(6))

# rename drop
slim = df.rename(columns={'amount': 'value', 'customer': 'group'}).drop(columns=['status'])
print(slim.columns.tolist())
print(slim.head(3))
