# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
ages = pd.Series([5, 17, 25, 33, 48, 61, 79])
print(pd.cut(ages, bins=[0, 18, 35, 60, 100]))
print(pd.cut(ages, bins=3).value_counts().sort_index())
print(pd.qcut(ages, q=4))
print(pd.qcut(ages, q=[0, 0.5, 1], labels=["young", "old"]).tolist())
print(pd.cut(ages, bins=[0, 18, 65, 120], labels=["kid", "adult", "senior"], right=False).value_counts())
