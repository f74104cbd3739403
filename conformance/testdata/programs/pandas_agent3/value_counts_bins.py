# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
print(pd.Series([1, 2, 2, 3, 3, 3]).value_counts(bins=2))
print(pd.Series([1, 2, 2, 3, 3, 3, 10]).value_counts(bins=3, normalize=True))
