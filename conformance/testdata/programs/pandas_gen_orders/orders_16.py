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

# spread
print(df.groupby('customer')['amount'].std().round(3))
print(df[['amount', 'items']].agg(['min', 'max', 'mean', 'std']).round(2))

# where clip
q1, q3 = df['amount'].quantile([0.25, 0.75])
print(df['amount'].clip(lower=q1, upper=q3).round(2).tolist())
print(df['amount'].where(df['amount'] > df['amount'].mean(), 0).round(2).tolist())

# idxmax
best = df.loc[df['amount'].idxmax()]
print(best)
print(df.groupby('customer')['amount'].idxmax())

# report
totals = df.groupby('customer')['amount'].sum().sort_values()
for key, total in totals.items():
    print(f"{key:<12}{total:>12.2f}")
print(f"{'TOTAL':<12}{totals.sum():>12.2f}")
