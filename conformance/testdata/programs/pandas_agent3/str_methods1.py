# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
s = pd.Series(["  Alice Smith ", "bob JONES", "Carol  white", None, "dave o'neil"])
print(s.str.strip().str.title())
print(s.str.lower().str.contains("o"))
print(s.str.split().str[0])
print(s.str.len())
print(s.str.upper().str.replace(" ", "_", regex=False))
print(s.str.strip().str.split(" ", n=1, expand=True))
