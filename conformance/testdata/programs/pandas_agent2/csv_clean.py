# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
import io
raw = """Product Name, Price ,Qty,Category
Laptop,"1,200.50",3,Electronics
Mouse,25.99,10,Electronics
Desk,350,2,Furniture
Chair,149.5,4,Furniture
Monitor,299.99,,Electronics
"""
df = pd.read_csv(io.StringIO(raw))
df.columns = df.columns.str.strip().str.lower().str.replace(" ", "_")
print(df.columns.tolist())
df["price"] = df["price"].astype(str).str.replace(",", "").astype(float)
df["qty"] = df["qty"].fillna(0).astype(int)
df["total"] = df["price"] * df["qty"]
print(df)
print(df.groupby("category")["total"].sum().round(2))
print(df.loc[df["total"].idxmax(), "product_name"])
print(df.nlargest(2, "price")[["product_name", "price"]])
