# krait-run: --allow-import pandas,numpy.*,datetime
import pandas as pd
import numpy as np
idx = pd.date_range("2024-01-01", periods=48, freq="H")
df = pd.DataFrame({"load": np.arange(48) % 24 * 1.5 + 10}, index=idx)
print(df.between_time("09:00", "11:00"))
print(df.between_time("22:00", "02:00"))
print(df["load"].between_time("09:00", "11:00", inclusive="left"))
print(df.between_time("09:00", "11:00", inclusive="neither"))
print(df.between_time("09:00", "11:00", inclusive="right"))
import datetime
print(df.between_time(datetime.time(9), datetime.time(10, 30)))
print(df.at_time("12:00"))
idx2 = pd.date_range("2024-01-01 08:15", periods=10, freq="45min")
s = pd.Series(range(10), index=idx2)
print(s.between_time("09:00", "12:00"))
print(s.between_time("9:00am", "12:00pm"))
print(s.between_time("0900", "103000"))
print(s.at_time(datetime.time(11, 15)))
try:
    pd.DataFrame({"a": [1]}).between_time("09:00", "10:00")
except Exception as e:
    print(type(e).__name__, e)
