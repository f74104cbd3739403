# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
import io
df = pd.DataFrame({"a": [1, 2, None], "b": ["x", "y", "z"], "c": [1.5, 2.5, 3.5]})
buf = io.StringIO()
df.info(buf=buf)
print(buf.getvalue())
print(df.isna().sum())
print(df.notna().all())
print(df.count())
print(df.nunique())
print(df.shape, df.size, df.ndim)
