# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
df = pd.DataFrame({
    "day": ["mon", "mon", "tue", "tue", "wed", "wed", "wed"],
    "kind": ["a", "b", "a", "b", "a", "a", "b"],
    "n": [1, 2, 3, 4, 5, 6, 7],
})
t = df.groupby(["day", "kind"])["n"].sum().unstack()
print(t)
print(t.fillna(0).astype(int))
print(df.groupby(["day", "kind"]).size().unstack(fill_value=0))
print(pd.crosstab(df["day"], df["kind"]))
print(pd.crosstab(df["day"], df["kind"], values=df["n"], aggfunc="sum", margins=True))
