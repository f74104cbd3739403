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

# group cumsum
df['running'] = df.groupby('customer')['amount'].cumsum()
print(df[['customer', 'amount', 'running']].round(2))

# as index false
flat = df.groupby(['customer', 'status'], as_index=False)['amount'].mean()
print(flat.round(2))
print(flat.shape)

# dict agg
out = df.groupby('customer').agg({'amount': ['sum', 'mean'], 'items': 'max'})
print(out.round(2))
print(out.columns.tolist())

# group iter
for name, grp in df.groupby('customer'):
    print(name, len(grp), round(grp['amount'].sum(), 2))
