# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
s = pd.Series(["apple pie", "Banana split", "cherry tart", None, "apple crumble", "date loaf"])
print(s.str.upper())
print(s.str.contains("apple", na=False).sum())
print(s.str.extract(r"^(\w+)"))
print(s.str.split(" ", expand=True))
print(s.str.len())
print(s.dropna().str.capitalize().tolist())
print(s.str.count("a"))
print(s.fillna("").str.endswith("t").tolist())
print(s.str.slice(0, 3).tolist())
