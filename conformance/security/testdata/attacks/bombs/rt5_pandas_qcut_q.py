# attack: pd.qcut(x, q=10**9): 10**9 quantiles appended before anything was charged — a Go out-of-memory (same mechanism as pd.cut)
# imports: pandas
# expect: limit memory
import pandas as pd
pd.qcut(pd.Series([1.0, 2.0, 3.0]), 10**9)
