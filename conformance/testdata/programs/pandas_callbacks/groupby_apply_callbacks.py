# krait-run: --allow-import pandas,numpy
import pandas as pd
def show(label, f):
    try:
        r = f()
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)
def mk():
    return pd.DataFrame({"k": ["a", "b", "a", "b"], "v": [1, 2, 3, 4]})
d = mk()
def g1(x):
    if len(d) == 4:
        d.drop(index=3, inplace=True)
    return x["v"].sum()
show("gb apply drop", lambda: d.groupby("k").apply(g1))
d = mk()
def g2(x):
    if len(d) == 4:
        d.drop(index=3, inplace=True)
    return x * 2
show("gb transform drop", lambda: d.groupby("k")["v"].transform(g2))
d = mk()
def g3(x):
    if len(d) == 4:
        d.drop(index=3, inplace=True)
    return x["v"].sum() > 3
show("gb filter drop", lambda: d.groupby("k").filter(g3))
d = mk()
def g4(x):
    if "v" in d.columns:
        d.drop(columns="v", inplace=True)
    return x.max()
show("gb agg dropcol", lambda: d.groupby("k")["v"].agg(g4))
d = mk()
def a0(col):
    if "k" in d.columns:
        d.drop(columns="k", inplace=True)
    return len(col)
show("apply axis0 dropcol", lambda: d.apply(a0))
s = pd.Series([3, 1, 2])
def k2(x):
    x.iloc[0] = 100
    return x
show("key mutates arg", lambda: (s.sort_values(key=k2), s.tolist()))
show("sort_index key", lambda: pd.Series([1, 2, 3], index=["b", "A", "c"]).sort_index(key=lambda i: i.str.lower()))
show("df sort_index key", lambda: pd.DataFrame({"x": [1, 2, 3]}, index=["b", "A", "c"]).sort_index(key=lambda i: i.str.lower()))
show("df sort_index key short", lambda: pd.DataFrame({"x": [1, 2, 3]}, index=["b", "A", "c"]).sort_index(key=lambda i: i[:2]))
show("cols sort_index key", lambda: pd.DataFrame({"b": [1], "A": [2], "c": [3]}).sort_index(axis=1, key=lambda i: i.str.lower()))
mi = pd.MultiIndex.from_tuples([("b", 2), ("A", 1), ("a", 3)])
show("multi key", lambda: pd.Series([1, 2, 3], index=mi).sort_index(key=lambda i: i.str.lower() if i.dtype == object else -i))
show("df key ok", lambda: pd.DataFrame({"n": ["b", "A", "c"], "v": [1, 2, 3]}).sort_values("n", key=lambda c: c.str.lower()))
show("df two keys", lambda: pd.DataFrame({"n": ["b", "A", "a"], "v": [1, 2, 3]}).sort_values(["n", "v"], key=lambda c: c.str.lower() if c.dtype == object else -c))
