# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
df = pd.DataFrame({"name": ["a", "b", "c"], "qty": [2, 5, 1], "price": [3.5, 1.25, 10.0]})
df["total"] = df.apply(lambda r: r["qty"] * r["price"], axis=1)
df["label"] = df.apply(lambda r: f"{r['name']}:{r['qty']}", axis=1)
print(df)
print(df[["qty", "price"]].apply(lambda c: c.max() - c.min()))
print(df[["qty", "price"]].apply(sum))
print(df.apply(lambda r: pd.Series({"double": r.qty * 2, "half": r.price / 2}), axis=1))
