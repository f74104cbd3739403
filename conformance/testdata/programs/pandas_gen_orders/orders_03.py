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

# sort two
print(df.sort_values(['customer', 'amount'], ascending=[True, False])[['customer', 'amount']])

# crosstab
print(pd.crosstab(df['customer'], df['status']))

# pivot margins
pt = pd.pivot_table(df, index='customer', columns='status', values='amount', aggfunc='sum', fill_value=0, margins=True)
print(pt)

# overview
print(df.head())
print(df.shape)
print(df.dtypes)
