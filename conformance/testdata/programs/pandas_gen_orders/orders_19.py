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

# info
df.info()

# positional
print(df.iloc[2:5, [0, 2]])
print(df.iloc[-1])
print(df.at[df.index[0], 'amount'], df.iat[1, 0])

# map codes
codes = {v: i for i, v in enumerate(sorted(df['customer'].unique()))}
df['code'] = df['customer'].map(codes)
print(codes)
print(df[['customer', 'code']].head(6))

# date filter
cutoff = df['placed'].min() + pd.Timedelta(days=3)
recent = df[df['placed'] >= cutoff]
print(cutoff)
print(recent[['placed', 'amount']])
print((df['placed'].max() - df['placed'].min()).days)
