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

# loc tier
df['tier'] = 'rest'
df.loc[df['amount'] > df['amount'].quantile(0.75), 'tier'] = 'top'
print(df['tier'].value_counts())
print(df.loc[df['tier'] == 'top', ['customer', 'amount']])

# group iter
for name, grp in df.groupby('customer'):
    print(name, len(grp), round(grp['amount'].sum(), 2))

# merge summary
summary = df.groupby('customer', as_index=False)['amount'].sum()
joined = df.merge(summary, on='customer', suffixes=('', '_total'))
joined['share'] = (joined['amount'] / joined['amount_total']).round(3)
print(joined[['customer', 'amount', 'amount_total', 'share']].head(6))

# select dtypes
print(df.select_dtypes(include='number').sum().round(2))
print(df.select_dtypes(include='object').columns.tolist())
