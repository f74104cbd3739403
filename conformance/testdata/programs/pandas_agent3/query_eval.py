# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
df = pd.DataFrame({"a": [1, 5, 3, 8], "b": [10, 2, 6, 4], "name": ["p", "q", "r", "s"]})
print(df.query("a > 2 and b < 7"))
lim = 4
print(df.query("a >= @lim"))
print(df.query("name in ['p', 's']"))
print(df.eval("c = a + b"))
print(df[(df.a > 2) | (df.name == "p")])
print(df.loc[df["b"].between(3, 6), ["name", "b"]])
