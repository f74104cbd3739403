# krait-run: --allow-import pandas,numpy.*,decimal,fractions
import pandas as pd
import numpy as np
print(pd.factorize(["b", "a", "b", None, "c"]))
print(pd.factorize(pd.Series(["b", "a", "b", None, "c"])))
print(pd.factorize(pd.Series([3, 1, 3, 2]), sort=True))
print(pd.factorize(np.array([1.5, np.nan, 1.5])))
print(pd.factorize([1.5, np.nan, 1.5], use_na_sentinel=False))
s = pd.Series(["x", "y", "x"], index=[10, 20, 30], name="n")
codes, uniq = s.factorize()
print(codes, uniq)
print(pd.factorize(pd.Index(["q", "p", "q"])))
print(pd.factorize(pd.Series(pd.to_datetime(["2020-01-02", "2020-01-01", "2020-01-02"]))))
print(pd.factorize(pd.Series([True, False, True])))
print(pd.Series(["b", "a", "b"]).factorize(sort=True))
