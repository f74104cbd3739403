# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
s = pd.Series([1.0, 2.0, 3.0, 10.0, 4.0, 5.0])
print(s.ewm(span=3).mean().round(4).tolist())
print(s.ewm(alpha=0.5, adjust=False).mean().tolist())
print(s.ewm(com=1).std().round(4).tolist())
