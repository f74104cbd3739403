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

# apply label
threshold = df['amount'].mean()
df['flag'] = df['amount'].apply(lambda v: 'above' if v > threshold else 'below')
print(df.groupby('flag')['amount'].agg(['count', 'mean']).round(2))

# concat ends
both = pd.concat([df.head(2), df.tail(2)])
print(both)
print(pd.concat([df.head(2), df.tail(2)], ignore_index=True).index.tolist())

# iterrows
for idx, row in df.head(4).iterrows():
    print(f"{idx}: {row['customer']} -> {row['amount']}")

# overview
print(df.head())
print(df.shape)
print(df.dtypes)
