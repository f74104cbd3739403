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

# missing fill
df2 = df.copy()
df2.loc[df2.index[1], 'amount'] = np.nan
df2.loc[df2.index[3], 'amount'] = np.nan
print(df2['amount'].isna().sum())
df2['amount'] = df2['amount'].fillna(df2['amount'].mean())
print(df2['amount'].round(2).tolist())

# ratio column
df['ratio'] = (df['amount'] / df['items']).round(3)
print(df[['customer', 'amount', 'items', 'ratio']].head(6))

# share pct
share = (df.groupby('customer')['amount'].sum() / df['amount'].sum() * 100).round(1)
print(share)
print(share.to_dict())
