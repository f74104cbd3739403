# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
import io
orders = pd.read_csv(io.StringIO("""order_id,customer,order_date,status,total
1,alice,2024-01-03,delivered,59.90
2,bob,2024-01-04,cancelled,20.00
3,alice,2024-01-15,delivered,120.00
4,carol,2024-02-01,delivered,35.50
5,bob,2024-02-03,returned,80.00
6,dave,2024-02-20,delivered,210.75
7,carol,2024-03-05,delivered,15.25
"""))
orders["order_date"] = pd.to_datetime(orders["order_date"])
orders["month"] = orders["order_date"].dt.to_period("M").astype(str) if hasattr(orders["order_date"].dt, "to_period") else orders["order_date"].dt.strftime("%Y-%m")
delivered = orders.query("status == 'delivered'")
print(delivered)
print(delivered.groupby("month")["total"].agg(["count", "sum"]))
clv = delivered.groupby("customer")["total"].sum().sort_values(ascending=False)
print(clv)
print(orders["status"].value_counts(normalize=True).mul(100).round(1))
print(orders.groupby("customer")["order_date"].agg(["min", "max"]))
