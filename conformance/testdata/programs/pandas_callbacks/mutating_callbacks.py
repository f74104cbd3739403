# krait-run: --allow-import pandas,numpy
import pandas as pd
import numpy as np
def show(label, f):
    try:
        r = f()
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)
# sort_values with a key that returns a different length
s = pd.Series([3, 1, 2])
show("key short", lambda: s.sort_values(key=lambda x: x[:2]))
show("key list", lambda: s.sort_values(key=lambda x: [1, 2, 3]))
df = pd.DataFrame({"a": [3, 1, 2], "b": [1, 2, 3]})
show("df key short", lambda: df.sort_values("a", key=lambda x: x[:2]))
show("sort_index key", lambda: s.sort_index(key=lambda x: x[:1]))
# key that mutates the frame
d2 = pd.DataFrame({"a": [3, 1, 2]})
def mut(col):
    d2.drop(index=0, inplace=True)
    return col
show("df key mut", lambda: d2.sort_values("a", key=mut))
# apply mutating
d3 = pd.DataFrame({"a": [1, 2, 3]})
def app(row):
    if len(d3) == 3:
        d3.drop(index=2, inplace=True)
    return row["a"] * 2
show("apply mut", lambda: d3.apply(app, axis=1))
s4 = pd.Series([1, 2, 3])
def mp(x):
    if len(s4) == 3:
        s4.drop(index=2, inplace=True)
    return x * 10
show("map mut", lambda: s4.map(mp))
s5 = pd.Series([1, 2, 3])
def ap(x):
    s5[0] = 100
    return x + 1
show("series apply mut", lambda: s5.apply(ap))
d6 = pd.DataFrame({"k": ["a", "b", "a"], "v": [1, 2, 3]})
def g(x):
    if len(d6) == 3:
        d6.drop(index=2, inplace=True)
    return x.sum()
show("groupby agg mut", lambda: d6.groupby("k")["v"].agg(g))
d7 = pd.DataFrame({"k": ["a", "b", "a"], "v": [1, 2, 3]})
def g2(x):
    d7.loc[0, "v"] = 99
    return x.sum()
show("groupby apply set", lambda: d7.groupby("k")["v"].apply(g2))
