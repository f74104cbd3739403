# krait-run: --allow-import pandas,numpy,io
import pandas as pd, numpy as np
s = pd.Series([1, 2, 3], index=['a','b','c'], name='x')
t = pd.Series([10, 20, 30], index=['b','c','d'], name='x')
print(s + t)
print(s // 0)
print(s % 0)
print(pd.Series([-1, 0, 1]) // 0)
print(s / 0)
print(s ** 2)
o = pd.Series(['a', None, 'c'])
print(o + 'x')
print(o == 'a')
print(pd.Series([1.0, np.nan]) == np.nan)
print(pd.Series([1.0, np.nan]) != 1)
df = pd.DataFrame({'a':[1,2],'b':[3.0,4.0]})
print(df - df.mean())
print(df.div(df.sum(axis=1), axis=0))
print(df + pd.Series({'a': 1, 'c': 2}))
try:
    pd.Series(['a', 1]) > 0
except Exception as e: print(type(e).__name__, e)
print(pd.Series([True, False]) & pd.Series([True, True]))
print(pd.Series([1,2]) & pd.Series([3, 1]))
print(~pd.Series([True, False]))
print(s.add(t, fill_value=0))
try:
    pd.Series([1,2]) + pd.Series([1,2,3]).values
except Exception as e: print(type(e).__name__, e)
print((pd.Series([1,2]) == pd.Series([1,3])))
try:
    pd.Series([1,2], index=[0,1]) == pd.Series([1,3], index=[1,0])
except Exception as e: print(type(e).__name__, e)
