# krait-run: --allow-import pandas,numpy.*,decimal,fractions
import pandas as pd, numpy as np
from decimal import Decimal
from fractions import Fraction
s = pd.Series([None, np.nan, float('nan')], dtype=object)
print(s)
print(s.tolist())
print(pd.Series([None, 'a']).tolist())
print(pd.Series([None, 1.5]).tolist())
print(pd.Series([None, 1.5], dtype=object).tolist())
print(pd.Series([Decimal(1), 1]).value_counts())
print(pd.Series([Fraction(1), 1]).value_counts())
print(pd.Series([Decimal('NaN'), pd.NaT, np.nan], dtype=object).tolist())
