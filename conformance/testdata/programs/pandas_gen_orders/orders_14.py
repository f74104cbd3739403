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

# filter median
med = df['amount'].median()
subset = df[df['amount'] > med]
print(f"median = {med}")
print(subset[['customer', 'amount']])

# string ops
print(df['customer'].str.upper().unique())
print(df['customer'].str.len().max())
print(df[df['status'].str.contains('a', case=False)][['customer', 'status']])

# records
for rec in df.head(2).to_dict('records'):
    print(rec)

# pivot margins
pt = pd.pivot_table(df, index='customer', columns='status', values='amount', aggfunc='sum', fill_value=0, margins=True)
print(pt)
