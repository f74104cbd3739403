# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
# xfail: periods (DatetimeIndex.to_period) are not implemented
import pandas as pd
s = pd.Series([1, 2, 3], index=pd.date_range("2024-03-30", periods=3, freq="D"))
print(s.index.strftime("%d.%m.%Y").tolist())
print(s.index.is_month_start.tolist(), s.index.is_month_end.tolist())
print(s.index.to_period("M"))
print(pd.Timestamp("2024-03-31") - pd.DateOffset(months=1))
print(pd.Timestamp("2024-01-31") + pd.offsets.MonthEnd(1))
print(pd.date_range("2024-01-01", periods=4, freq="MS").tolist())
print(pd.date_range("2024-01-01", periods=3, freq="B"))
