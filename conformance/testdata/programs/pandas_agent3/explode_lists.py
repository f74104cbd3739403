# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
df = pd.DataFrame({"user": ["u1", "u2", "u3"], "items": [["a", "b"], [], ["c"]]})
print(df.explode("items"))
print(df["items"].apply(len))
print(df.explode("items").dropna().groupby("user").size())
print(df.assign(n=df["items"].str.len()))
