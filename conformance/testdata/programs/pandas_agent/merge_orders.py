# krait-run: --allow-import pandas,numpy,io
import pandas as pd
customers = pd.DataFrame({'customer_id': [1, 2, 3, 4], 'name': ['Acme', 'Globex', 'Initech', 'Umbrella'], 'tier': ['gold', 'silver', 'gold', 'bronze']})
orders = pd.DataFrame({'order_id': range(100, 108), 'customer_id': [1, 2, 1, 3, 3, 3, 5, 2], 'amount': [250.0, 80.5, 120.0, 99.99, 300.0, 45.5, 10.0, 60.0]})
merged = orders.merge(customers, on='customer_id', how='left')
print(merged)
totals = merged.groupby('name', dropna=False)['amount'].agg(['count', 'sum', 'mean'])
print(totals)
inner = pd.merge(orders, customers, on='customer_id')
per_tier = inner.groupby('tier')['amount'].sum().reset_index().sort_values('amount', ascending=False)
print(per_tier)
no_orders = customers[~customers['customer_id'].isin(orders['customer_id'])]
print(no_orders)
outer = pd.merge(customers, orders, on='customer_id', how='outer')
print(outer)
print(outer['amount'].sum())
top = inner.groupby('name')['amount'].sum().nlargest(2)
print(top)
print(top.to_dict())
