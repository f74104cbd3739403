# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
# xfail: pd.Grouper is not implemented
import pandas as pd
df = pd.DataFrame({
    "t": pd.date_range("2024-06-01", periods=10, freq="12H"),
    "store": ["A", "B"] * 5,
    "units": [3, 4, 5, 1, 2, 8, 9, 0, 4, 4],
})
print(df.groupby([pd.Grouper(key="t", freq="D"), "store"])["units"].sum())
print(df.groupby(pd.Grouper(key="t", freq="2D"))["units"].mean())
