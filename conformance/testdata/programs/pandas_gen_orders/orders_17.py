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

# to string
print(df.head(5).to_string(index=False))

# pct of group
df['pct'] = (df['amount'] / df.groupby('customer')['amount'].transform('sum') * 100).round(1)
print(df[['customer', 'amount', 'pct']])

# group cumsum
df['running'] = df.groupby('customer')['amount'].cumsum()
print(df[['customer', 'amount', 'running']].round(2))

# concat axis1
side = pd.concat([df.groupby('customer')['amount'].sum(), df.groupby('customer')['items'].mean()], axis=1)
side.columns = ['total', 'avg']
print(side.round(2))
