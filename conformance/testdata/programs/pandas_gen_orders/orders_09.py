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

# resample
ts = df.set_index('placed')['amount'].resample('W').mean()
print(ts.round(2))

# rank within
df['rank_in_group'] = df.groupby('customer')['amount'].rank(ascending=False)
print(df[['customer', 'amount', 'rank_in_group']].sort_values(['customer', 'rank_in_group']))

# corr
print(round(df['amount'].corr(df['items']), 4))
print(df[['amount', 'items']].corr().round(3))

# cumulative
s = df.sort_values('amount')['amount']
print(s.cumsum().round(2).tolist())
print(s.pct_change().round(4).tolist())
