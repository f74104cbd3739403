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

# mask combo
first = df['customer'].iloc[0]
mask = (df['amount'] > df['amount'].mean()) & (df['customer'] != first)
print(df[mask][['customer', 'amount']])
print(df[~mask | (df['items'] < df['items'].median())].shape)

# date parts
df['month'] = df['placed'].dt.month
df['weekday'] = df['placed'].dt.day_name()
print(df[['placed', 'month', 'weekday']].head())
print(df['placed'].dt.strftime('%Y-%m-%d %H:%M').tolist()[:3])

# np where
df['level'] = np.where(df['amount'] >= df['amount'].median(), 'high', 'low')
print(df.groupby('level')['items'].mean().round(2))

# sample
print(df.sample(3, random_state=42)[['customer', 'amount']])
print(len(df.sample(frac=0.5, random_state=1)))
