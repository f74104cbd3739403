# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
# xfail: pd.merge_asof and pd.merge_ordered are not implemented
import pandas as pd
trades = pd.DataFrame({"t": [1, 3, 5, 7], "qty": [100, 200, 150, 50]})
quotes = pd.DataFrame({"t": [0, 2, 4, 6], "bid": [9.9, 10.1, 10.0, 10.2]})
print(pd.merge_asof(trades, quotes, on="t"))
print(pd.merge_ordered(trades, quotes, on="t"))
