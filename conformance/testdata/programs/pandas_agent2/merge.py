# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
customers = pd.DataFrame({
    "customer_id": [1, 2, 3, 4],
    "name": ["Alice", "Bob", "Chen", "Dana"],
    "city": ["NYC", "LA", "NYC", "Chicago"],
})
orders = pd.DataFrame({
    "order_id": [101, 102, 103, 104, 105],
    "customer_id": [1, 1, 3, 5, 2],
    "amount": [250.0, 75.5, 120.0, 40.0, 310.25],
})
inner = pd.merge(customers, orders, on="customer_id")
print(inner)
left = customers.merge(orders, on="customer_id", how="left")
print(left)
print(left["amount"].isna().sum(), "customers without orders")
outer = pd.merge(customers, orders, on="customer_id", how="outer", indicator=True)
print(outer)
totals = inner.groupby("name", as_index=False)["amount"].sum()
print(totals.sort_values("amount", ascending=False).to_string(index=False))
