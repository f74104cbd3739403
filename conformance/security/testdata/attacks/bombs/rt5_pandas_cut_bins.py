# attack: pd.cut(x, bins=10**9): the bin edges were appended one by one before anything was charged — a Go out-of-memory that killed the process (the analyzer took the check of the data, the builtin's first argument, for a check of its second)
# imports: pandas
# expect: limit memory
import pandas as pd
pd.cut(pd.Series([1.0, 2.0]), 10**9)
