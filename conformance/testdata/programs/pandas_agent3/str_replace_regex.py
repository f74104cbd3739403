# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
df = pd.DataFrame({"phone": ["(555) 123-4567", "555.987.6543", "555 000 1111"], "price": ["$1,234.50", "$99", "$0.99"]})
df["digits"] = df["phone"].str.replace(r"\D", "", regex=True)
df["price_f"] = df["price"].str.replace(r"[$,]", "", regex=True).astype(float)
print(df)
print(df["price_f"].sum())
print(df["digits"].str.slice(0, 3).tolist(), df["digits"].str[-4:].tolist())
print(df["phone"].str.pad(16, side="left", fillchar="*").tolist())
print(df["digits"].str.zfill(12).tolist())
