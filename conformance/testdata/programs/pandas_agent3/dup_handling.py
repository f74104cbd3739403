# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
df = pd.DataFrame({"email": ["A@x.com", "a@x.com", "b@y.com", "b@y.com"], "n": [1, 2, 3, 3]})
df["email_n"] = df["email"].str.lower()
print(df.duplicated("email_n"))
print(df.drop_duplicates("email_n", keep="last"))
print(df.drop_duplicates())
print(df["email_n"].nunique(), df["email_n"].unique().tolist())
print(df.groupby("email_n").size())
