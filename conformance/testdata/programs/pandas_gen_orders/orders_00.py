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

# cut bins
df['bucket'] = pd.cut(df['amount'], bins=3, labels=['low', 'mid', 'high'])
print(df[['amount', 'bucket']])
print(df['bucket'].value_counts())

# describe
print(df.describe())

# transform dev
df['dev'] = df['amount'] - df.groupby('customer')['amount'].transform('mean')
print(df[['customer', 'amount', 'dev']].round(2))

# top3
print(df.nlargest(3, 'amount')[['customer', 'status', 'amount']])
print(df.nsmallest(2, 'items'))
