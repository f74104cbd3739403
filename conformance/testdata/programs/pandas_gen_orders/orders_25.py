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

# spread
print(df.groupby('customer')['amount'].std().round(3))
print(df[['amount', 'items']].agg(['min', 'max', 'mean', 'std']).round(2))

# quantiles
print(df['amount'].quantile([0.25, 0.5, 0.75]))
print(df.groupby('customer')['amount'].median())

# concat axis1
side = pd.concat([df.groupby('customer')['amount'].sum(), df.groupby('customer')['items'].mean()], axis=1)
side.columns = ['total', 'avg']
print(side.round(2))

# set reset index
indexed = df.set_index('customer')
first = indexed.index[0]
print(indexed.loc[first, 'amount'])
print(indexed.reset_index().head(3))
