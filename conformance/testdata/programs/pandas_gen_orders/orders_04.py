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

# dates
print(df['placed'].min(), df['placed'].max())
daily = df.groupby(df['placed'].dt.date)['amount'].sum()
print(daily)
print(df['placed'].dt.day_name().value_counts())

# group sum sorted
totals = df.groupby('customer')['amount'].sum().sort_values(ascending=False)
print(totals)
print(f"Largest: {totals.index[0]} = {totals.iloc[0]:.2f}")

# rank within
df['rank_in_group'] = df.groupby('customer')['amount'].rank(ascending=False)
print(df[['customer', 'amount', 'rank_in_group']].sort_values(['customer', 'rank_in_group']))

# ratio column
df['ratio'] = (df['amount'] / df['items']).round(3)
print(df[['customer', 'amount', 'items', 'ratio']].head(6))
