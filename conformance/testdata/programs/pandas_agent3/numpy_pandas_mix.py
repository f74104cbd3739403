# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
import numpy as np
np.random.seed(0)
df = pd.DataFrame(np.random.randint(0, 100, size=(6, 3)), columns=list("xyz"))
print(df)
print(np.log1p(df).round(3))
print(df.values.sum(axis=0), np.mean(df["x"]))
df["flag"] = np.where(df["x"] > 50, "hi", "lo")
print(df)
print(np.select([df.y < 30, df.y < 70], ["low", "mid"], default="high"))
print(df.corr(numeric_only=True).round(3))
