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

# isin between
keep = sorted(df['customer'].unique())[:2]
print(df[df['customer'].isin(keep)][['customer', 'amount']])
lo, hi = df['items'].quantile(0.25), df['items'].quantile(0.75)
print(df[df['items'].between(lo, hi)][['status', 'items']])

# date parts
df['month'] = df['placed'].dt.month
df['weekday'] = df['placed'].dt.day_name()
print(df[['placed', 'month', 'weekday']].head())
print(df['placed'].dt.strftime('%Y-%m-%d %H:%M').tolist()[:3])

# rolling diff
s = df['amount']
print(s.rolling(3).mean().round(2).tolist())
print(s.diff().round(2).tolist())
print(s.shift(1).head(4).tolist())

# size nunique
print(df.groupby('customer').size())
print(df.groupby('customer')['status'].nunique())
print(df['status'].nunique(), df.nunique().to_dict())
