# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
# xfail: str.wrap is not implemented
import pandas as pd
tags = pd.Series(["red|blue", "blue", "green|red|blue", ""])
print(tags.str.get_dummies(sep="|"))
print(tags.str.split("|").explode().value_counts())
print(tags.str.contains("red", regex=False).sum())
s = pd.Series(["apple", "Banana", "cherry", "date"])
print(s.str.isupper().tolist(), s.str.islower().tolist(), s.str[0].str.isupper().tolist())
print(s.str.center(10, "-").tolist())
print(s.str.wrap(3).tolist())
