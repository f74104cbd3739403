# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
import numpy as np
df = pd.DataFrame({
    "shop": ["s1", "s1", "s2", "s2", "s3", "s3", "s3"],
    "item": ["tea", "coffee", "tea", "tea", "coffee", "tea", "coffee"],
    "price": [3.0, 4.5, 2.8, 3.1, 4.0, 2.9, 4.2],
    "qty": [10, 5, 8, 12, 7, 3, 9],
})
df["rev"] = df["price"] * df["qty"]
res = df.groupby(["shop", "item"]).agg(total_rev=("rev", "sum"), avg_price=("price", "mean"), qty=("qty", "sum")).round(2)
print(res)
print(res.reset_index().sort_values("total_rev", ascending=False).head(3))
print(df.groupby("shop")[["price", "qty"]].agg(["mean", "sum"]).round(2))
print(df.groupby("item")["price"].agg(np.mean).round(3))
print(df.groupby("shop").apply(lambda g: (g["rev"].sum() / g["qty"].sum()).round(3)))
