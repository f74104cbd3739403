# krait-run: --allow-import pandas
import pandas as pd
a = pd.DataFrame({'v': [1, 2], 'k': ['a', 'b']})
b = pd.DataFrame({'v': [3, 4, 5], 'w': [0.5, 1.5, 2.5]})
print(a.merge(b, how='cross'))
print(pd.merge(a, b, how='cross', suffixes=('_l', '_r')))
print(a.merge(b[['w']], how='cross'))
try:
    a.merge(b, how='cross', on='v')
except ValueError as e:  # pandas raises MergeError, a ValueError
    print(e)
