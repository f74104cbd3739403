# krait-run: --allow-import pandas
# str.get_dummies drops the empty token as pandas does; str.cat and str.replace results
import pandas as pd
s = pd.Series(['a|b', 'c', None, 'b|a|a', ''])
print(s.str.get_dummies())
print(pd.Series(['x,y', 'y']).str.get_dummies(','))
print(pd.Series(['ab', 'ba', 'a' * 3]).str.cat(sep='-'))
print(pd.Series(['ab', None]).str.cat(sep='-', na_rep='?'))
print(pd.Series(['aXa', 'bb', None]).str.replace('a', 'zz'))
print(pd.Series(['aXa', 'bb', None]).str.replace('a', 'zz', n=1, regex=False))
print(pd.Series(['aXa', 'bb']).str.replace('(a)', r'<\1>', regex=True))
