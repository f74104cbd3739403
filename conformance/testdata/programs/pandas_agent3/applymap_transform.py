# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
df = pd.DataFrame({"a": [1.234, 5.678], "b": [9.1, 0.05]})
print(df.applymap(lambda x: f"{x:.1f}"))
print(df.transform(lambda x: x / x.sum()).round(3))
print(df.agg(["sum", "mean"]))
print(df.pipe(lambda d: d * 2))
print(df.assign(c=lambda d: d.a + d.b, d=lambda d: d.c * 2))
