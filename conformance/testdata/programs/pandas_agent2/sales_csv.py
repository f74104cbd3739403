# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
import io

csv_data = """date,region,product,units,price
2024-01-05,North,Widget,10,2.50
2024-01-06,South,Gadget,5,10.00
2024-01-06,North,Gadget,7,10.00
2024-02-10,East,Widget,3,2.50
2024-02-11,South,Widget,12,2.50
2024-02-15,East,Gizmo,1,99.99
2024-03-01,North,Gizmo,2,99.99
2024-03-03,South,Gadget,8,10.00
"""
df = pd.read_csv(io.StringIO(csv_data), parse_dates=["date"])
df["revenue"] = df["units"] * df["price"]
print(df.head())
print(df.dtypes)
by_region = df.groupby("region")["revenue"].sum().sort_values(ascending=False)
print(by_region)
print(f"Top region: {by_region.index[0]} with ${by_region.iloc[0]:,.2f}")
monthly = df.groupby(df["date"].dt.month)["revenue"].sum()
print(monthly)
