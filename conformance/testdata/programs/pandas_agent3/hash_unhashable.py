# krait-run: --allow-import pandas,numpy.*,decimal,fractions
import pandas as pd
class Bad:
    def __hash__(self): raise ValueError("no hash")
    def __repr__(self): return "Bad"
for mk in (lambda: [[1], [1], [2]], lambda: [Bad(), Bad()]):
    s = pd.Series(mk())
    df = pd.DataFrame({"k": mk(), "v": range(len(mk()))})
    tests = {
        "unique": lambda: s.unique(),
        "nunique": lambda: s.nunique(),
        "value_counts": lambda: s.value_counts(),
        "duplicated": lambda: s.duplicated().tolist(),
        "drop_duplicates": lambda: s.drop_duplicates().tolist(),
        "df.drop_duplicates": lambda: df.drop_duplicates().shape,
        "df.drop_duplicates(k)": lambda: df.drop_duplicates("k").shape,
        "df.duplicated": lambda: df.duplicated().tolist(),
        "factorize": lambda: pd.factorize(s)[0].tolist(),
        "groupby": lambda: df.groupby("k")["v"].sum().tolist(),
        "isin": lambda: s.isin([s[0]]).tolist(),
        "merge": lambda: df.merge(df, on="k").shape,
        "mode": lambda: s.mode().tolist(),
        "astype(category)": lambda: s.astype("category").cat.codes.tolist(),
        "df.value_counts": lambda: df.value_counts().tolist(),
        "df.nunique": lambda: df.nunique().tolist(),
        "rank": lambda: 0,
    }
    for name, f in tests.items():
        try:
            print(name, f())
        except Exception as e:
            print(name, "!", type(e).__name__, e)
