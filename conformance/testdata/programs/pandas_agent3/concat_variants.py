# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
d1 = pd.DataFrame({"a": [1, 2], "b": [3, 4]})
d2 = pd.DataFrame({"a": [5], "c": [6]})
print(pd.concat([d1, d2]))
print(pd.concat([d1, d2], ignore_index=True))
print(pd.concat([d1, d2], join="inner"))
print(pd.concat([d1, d2], keys=["first", "second"]))
print(pd.concat([d1, d1.add_suffix("_2")], axis=1))
print(pd.concat([pd.Series([1, 2], name="s1"), pd.Series([3, 4], name="s2")], axis=1))
