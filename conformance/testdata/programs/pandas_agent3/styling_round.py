# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
df = pd.DataFrame({"ratio": [0.123456, 0.5, 1 / 3], "big": [1234567.891, 2.5, 1e-7], "n": [1, 22, 333]})
print(df)
print(df.round({"ratio": 2, "big": 1}))
pd.set_option("display.precision", 3)
print(df)
pd.reset_option("display.precision")
print(df.astype(str))
print(df["ratio"].map("{:.1%}".format).tolist())
print(df.to_string(float_format=lambda x: f"{x:,.2f}"))
