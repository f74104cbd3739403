# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
rows = []
for i in range(5):
    rows.append({"i": i, "sq": i * i, "parity": "even" if i % 2 == 0 else "odd"})
df = pd.DataFrame(rows)
print(df)
df.loc[len(df)] = [5, 25, "odd"]
print(df.tail(2))
print(df.groupby("parity")["sq"].agg(list))
summary = {p: g["sq"].sum() for p, g in df.groupby("parity")}
print(summary)
