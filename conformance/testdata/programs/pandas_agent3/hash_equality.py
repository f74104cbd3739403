# krait-run: --allow-import pandas,numpy.*,decimal,fractions
import pandas as pd
import numpy as np
from decimal import Decimal
from fractions import Fraction

class P:
    def __init__(self, x): self.x = x
    def __eq__(self, o): return isinstance(o, P) and self.x == o.x
    def __hash__(self): return hash(self.x)
    def __repr__(self): return f"P({self.x})"

class Q:
    def __init__(self, x): self.x = x
    def __repr__(self): return "Q"

class Cnt:
    n = 0
    def __hash__(self):
        Cnt.n += 1
        return 7
    def __eq__(self, o): return True
    def __repr__(self): return "C"

s = pd.Series([P(1), P(2), P(1), P(1)])
print(s.unique())
print(s.value_counts())
print(s.duplicated().tolist())
print(s.drop_duplicates())
print(pd.factorize(s))
print(s.isin([P(1)]).tolist())
qs = [Q(1), Q(2), Q(1)]
s2 = pd.Series(qs)
print(s2.value_counts())
print(s2.nunique(), s2.unique())
print(pd.Series([1, 1.0, True, Decimal(1), Fraction(1), np.int64(1), np.float64(1.0)], dtype=object).value_counts())
print(pd.Series([1, 1.0, True, Decimal(1), Fraction(1)], dtype=object).unique())
print(pd.Series([None, np.nan, float('nan'), Decimal('NaN'), pd.NaT], dtype=object).value_counts(dropna=False))
print(pd.Series([None, np.nan, float('nan')], dtype=object).unique())
print(pd.Series([None, np.nan, float('nan'), 1], dtype=object).nunique(dropna=False))
print(pd.Series([None, np.nan, float('nan')], dtype=object).duplicated().tolist())
c = [Cnt() for _ in range(10)]
print(pd.Series(c).value_counts())
try:
    print(pd.Series([[1], [1]]).value_counts())
except Exception as e: print(type(e).__name__, e)
try:
    print(pd.Series([[1], [1]]).unique())
except Exception as e: print(type(e).__name__, e)
print(pd.Series([1, 1.0, True, Decimal(1), Fraction(1), np.int64(1), np.float64(1.0)], dtype=object).value_counts())
print(pd.Series([(1, float('nan')), (1, float('nan')), (1, None)], dtype=object).value_counts(dropna=False))
print(pd.Series([10**20, 1e20, 10**20], dtype=object).value_counts())
# Equal values of different types meet; objects equal by __eq__ meet.
counts = pd.Series([P(1), 1, P(1), 1.0, "1"]).value_counts()
print(counts)
print(pd.DataFrame({"k": [Decimal("2.5"), 2.5, Fraction(5, 2)], "v": [1, 2, 3]}).groupby("k", sort=False)["v"].sum())
print(pd.Series([Q(1), Q(1)]).isin([qs[0]]).tolist())
