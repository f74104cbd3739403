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

# concat ends
both = pd.concat([df.head(2), df.tail(2)])
print(both)
print(pd.concat([df.head(2), df.tail(2)], ignore_index=True).index.tolist())

# string ops
print(df['customer'].str.upper().unique())
print(df['customer'].str.len().max())
print(df[df['status'].str.contains('a', case=False)][['customer', 'status']])

# missing fill
df2 = df.copy()
df2.loc[df2.index[1], 'amount'] = np.nan
df2.loc[df2.index[3], 'amount'] = np.nan
print(df2['amount'].isna().sum())
df2['amount'] = df2['amount'].fillna(df2['amount'].mean())
print(df2['amount'].round(2).tolist())

# merge lookup
lookup = pd.DataFrame({'customer': sorted(df['customer'].unique()), 'code': range(len(df['customer'].unique()))})
merged = df.merge(lookup, on='customer', how='left')
print(merged[['customer', 'code', 'amount']].head())
print(merged.groupby('code')['amount'].mean().round(2))
