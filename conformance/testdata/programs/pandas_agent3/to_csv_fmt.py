# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
import io
df = pd.DataFrame({"a": [1, 2], "b": [0.5, None], "c": ["x,y", 'q"z']})
print(df.to_csv())
print(df.to_csv(index=False))
print(df.to_csv(index=False, sep=";", na_rep="NA"))
print(df.to_csv(index=False, float_format="%.3f", header=False))
buf = io.StringIO()
df.to_csv(buf, index=False, columns=["a", "c"])
print(buf.getvalue())
print(pd.read_csv(io.StringIO(df.to_csv(index=False))))
