# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
# xfail: pivot_table with a dict aggfunc is not implemented
import pandas as pd
df = pd.DataFrame({
    "city": ["NY", "NY", "LA", "LA", "NY", "LA"],
    "month": ["Jan", "Feb", "Jan", "Feb", "Jan", "Jan"],
    "temp": [30, 35, 60, 65, 28, 62],
    "rain": [1.0, 0.5, 0.0, 0.2, 2.0, 0.1],
})
print(df.pivot_table(index="city", columns="month", values="temp", aggfunc="mean"))
print(df.pivot_table(index="city", values=["temp", "rain"], aggfunc={"temp": "max", "rain": "sum"}))
print(df.pivot_table(index="city", columns="month", values="temp", aggfunc="count", fill_value=0, margins=True))
