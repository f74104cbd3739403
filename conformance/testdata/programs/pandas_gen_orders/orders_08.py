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

# merge lookup
lookup = pd.DataFrame({'customer': sorted(df['customer'].unique()), 'code': range(len(df['customer'].unique()))})
merged = df.merge(lookup, on='customer', how='left')
print(merged[['customer', 'code', 'amount']].head())
print(merged.groupby('code')['amount'].mean().round(2))

# cut bins
df['bucket'] = pd.cut(df['amount'], bins=3, labels=['low', 'mid', 'high'])
print(df[['amount', 'bucket']])
print(df['bucket'].value_counts())

# group sum sorted
totals = df.groupby('customer')['amount'].sum().sort_values(ascending=False)
print(totals)
print(f"Largest: {totals.index[0]} = {totals.iloc[0]:.2f}")
