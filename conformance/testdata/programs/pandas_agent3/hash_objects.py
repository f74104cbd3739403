# krait-run: --allow-import pandas,numpy.*,decimal,fractions
import pandas as pd
import numpy as np

class P:
    def __init__(self, x): self.x = x
    def __eq__(self, o): return isinstance(o, P) and self.x == o.x
    def __hash__(self): return hash(self.x)
    def __repr__(self): return f"P({self.x})"
    def __lt__(self, o): return self.x < o.x

class Q:
    def __init__(self, x): self.x = x
    def __repr__(self): return "Q"

df = pd.DataFrame({'k': [P(1), P(2), P(1)], 'v': [1, 2, 3]})
print(df.groupby('k').sum())
print(df.groupby('k')['v'].sum())
print(df.groupby('k', sort=False)['v'].agg(['sum', 'count']))
print(df.drop_duplicates('k'))
r = pd.DataFrame({'k': [P(1), P(3)], 'w': [10, 30]})
print(df.merge(r, on='k'))
print(df.merge(r, on='k', how='left'))
print(df.merge(r, on='k', how='outer'))
print(pd.Series([(1, 2), (1, 2.0), (1, True+1)]).value_counts())
print(pd.Series([frozenset({1}), frozenset({1.0})]).unique())
print(pd.Series(['a', P(1), 'a', P(1)]).value_counts())
q = [Q(1), Q(2)]
d2 = pd.DataFrame({'k': [q[0], q[1], q[0]], 'v': [1, 2, 3]})
print(d2.groupby('k', sort=False)['v'].sum().tolist())
print(pd.Series(q + q).nunique())
print(pd.Series(q + [q[0]]).duplicated().tolist())
print(pd.Series([P(1), P(2), P(3)]).isin([P(2), P(3)]).tolist())
print(pd.Series([P(1), P(2), P(1)]).mode())
print(pd.Series([P(2), P(1), P(2)]).describe())
print(df.set_index('k').loc[P(2)])
print(pd.Series([1, 2, 3], index=[P(1), P(2), P(3)])[P(3)])
