# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
# xfail: periods (dt.to_period) are not implemented
import pandas as pd
df = pd.DataFrame({
    "when": pd.to_datetime(["2024-01-15", "2024-01-20", "2024-02-03", "2024-02-28", "2024-03-10", "2024-03-11"]),
    "amount": [120.5, 80.0, 45.25, 300.0, 99.99, 10.01],
    "cat": ["a", "b", "a", "a", "b", "b"],
})
print(df.groupby(df["when"].dt.to_period("M"))["amount"].sum())
print(df.groupby([df["when"].dt.month, "cat"])["amount"].sum().unstack(fill_value=0))
print(df.set_index("when").groupby("cat").resample("M")["amount"].sum())
