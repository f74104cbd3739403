# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
# xfail: groupby(...).rolling is not implemented
import pandas as pd
df = pd.DataFrame({
    "sym": ["A", "A", "A", "B", "B", "B", "A", "B"],
    "px": [10.0, 11.0, 12.0, 50.0, 49.0, 51.0, 13.0, 52.0],
})
df["ma2"] = df.groupby("sym")["px"].transform(lambda s: s.rolling(2).mean())
print(df)
print(df.groupby("sym")["px"].rolling(2).mean())
print(df.groupby("sym")["px"].cumsum().tolist())
print(df.groupby("sym")["px"].shift(1).tolist())
