# krait-run: --allow-import numpy.*,pandas
# Edge cases that were Go panics (InternalError) in krait's pandas
# (red-team round 5, issue 14); each prints what pandas prints.
import numpy as np
import pandas as pd


def show(label, f):
    try:
        r = f()
        print(label, "->")
        print(r)
    except Exception as e:
        print(label, "->", type(e).__name__, e)


df = pd.DataFrame({"a": [1, 2, 2, 2, 3], "b": list("vwxyz")})
show("concat with fewer keys than objects", lambda: pd.concat([df, df], keys=["x"]))
show("concat of series with fewer keys", lambda: pd.concat([df.a, df.a, df.a], keys=["x", "y"]))
for n in [-1, -2, -5, 0, 2]:
    print("head/tail", n, list(df.groupby("a").head(n).b), list(df.groupby("a").tail(n).b))
show("MultiIndex.from_tuples([])", lambda: pd.MultiIndex.from_tuples([]))
show("str.cat with a short list", lambda: df.b.str.cat(["a"]))
show("str.cat with a list", lambda: df.b.str.cat(list("12345"), sep="-"))
e = pd.DataFrame(np.zeros((4, 0)))
show("duplicated without columns", lambda: e.duplicated())
show("drop_duplicates without columns", lambda: e.drop_duplicates().shape)
show("stack without columns", lambda: e.stack())
show("first_valid_index without columns", lambda: e.first_valid_index())
show("first_valid_index", lambda: pd.DataFrame({"a": [np.nan, np.nan, 2], "b": [np.nan, 1, 3]}).first_valid_index())
show("drop_duplicates", lambda: pd.DataFrame({"a": [1, 1, 2], "b": [3, 3, 4]}).drop_duplicates())
big = pd.DataFrame(np.zeros((10**12, 0)))
show("duplicated of 10**12 rows, no columns", lambda: len(big.duplicated()))


def mutate(g):
    df.drop(df.index, inplace=True)
    return g.b.sum()


show("groupby.apply whose callback empties the frame", lambda: df.groupby("a").apply(mutate))
