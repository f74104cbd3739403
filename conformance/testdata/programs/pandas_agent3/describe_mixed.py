# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
df = pd.DataFrame({
    "age": [23, 35, 31, 52, 46],
    "city": ["NY", "LA", "NY", "SF", "NY"],
    "score": [88.5, 92.1, 79.0, 85.3, 90.0],
    "member": [True, False, True, True, False],
})
print(df.describe())
print(df.describe(include="all"))
print(df.describe(include=["object"]))
print(df.describe(percentiles=[0.1, 0.9]))
print(df["city"].describe())
print(df["member"].describe())
