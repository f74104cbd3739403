# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
import numpy as np
s = pd.Series([1.0, 2.0, np.nan, 10.0, 4.0, 5.0, 3.0])
for kw in ({"com": 1}, {"span": 3}, {"alpha": 0.3, "adjust": False}, {"halflife": 2}):
    e = s.ewm(**kw)
    print(e.mean().round(6).tolist())
    print(e.std().round(6).tolist())
    print(e.var().round(6).tolist())
df = pd.DataFrame({"a": [1.0, 3.0, 2.0, 5.0], "b": [2.0, 2.0, 2.0, 2.0]})
print(df.ewm(span=2).std())
