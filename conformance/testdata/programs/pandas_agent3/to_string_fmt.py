# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
# xfail: to_string(formatters=) puts a space before a formatted numeric column where pandas puts none
import pandas as pd
df = pd.DataFrame({"item": ["apple", "kiwi", "watermelon"], "price": [1.5, 0.25, 3.0], "qty": [10, 200, 3]})
print(df.to_string())
print(df.to_string(index=False))
print(df.to_string(float_format="{:.2f}".format))
print(df.to_string(columns=["item", "qty"], header=["Item", "Q"]))
print(df["price"].to_string())
print(df.to_string(formatters={"price": lambda p: f"${p:,.2f}"}))
