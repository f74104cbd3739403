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

# isin between
keep = sorted(df['customer'].unique())[:2]
print(df[df['customer'].isin(keep)][['customer', 'amount']])
lo, hi = df['items'].quantile(0.25), df['items'].quantile(0.75)
print(df[df['items'].between(lo, hi)][['status', 'items']])

# dict agg
out = df.groupby('customer').agg({'amount': ['sum', 'mean'], 'items': 'max'})
print(out.round(2))
print(out.columns.tolist())

# set reset index
indexed = df.set_index('customer')
first = indexed.index[0]
print(indexed.loc[first, 'amount'])
print(indexed.reset_index().head(3))

# dropna
df2 = df.copy()
df2.loc[df2.index[::3], 'amount'] = None
print(df2.isna().sum())
print(df2.dropna().shape, df2.dropna(subset=['amount'])['amount'].mean().round(3))
print(df2.fillna({'amount': 0})['amount'].tolist())
