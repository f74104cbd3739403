# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
left = pd.DataFrame({"id": [1, 2, 3, 4], "name": ["a", "b", "c", "d"]})
right = pd.DataFrame({"id": [2, 3, 5], "score": [88, 92, 75]})
for how in ["inner", "left", "right", "outer"]:
    print(how)
    print(pd.merge(left, right, on="id", how=how))
print(pd.merge(left, right, on="id", how="outer", indicator=True))
