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

# melt
long = df.melt(id_vars=['customer'], value_vars=['amount', 'items'], var_name='metric', value_name='value')
print(long.head(8))
print(long.groupby('metric')['value'].sum().round(2))

# query
threshold = df['items'].median()
res = df.query("amount > amount.mean()") if False else df[df['amount'] > df['amount'].mean()]
print(len(res))
print(df.query("items >= @threshold")[['customer', 'items']])

# resample
ts = df.set_index('placed')['amount'].resample('W').mean()
print(ts.round(2))
