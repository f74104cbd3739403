# krait-run: --allow-import pandas,numpy,io
import pandas as pd, numpy as np
df = pd.DataFrame({'a':[1,2,3],'b':[1.5,2.5,3.5],'c':['x','y','z']}, index=['r1','r2','r3'])
print(df.loc['r1'])
print(df.iloc[0])
print(df.loc['r1':'r2'])
print(df.loc[['r3','r1'], ['c','a']])
print(df.loc[df.a > 1, 'b'])
print(df.iloc[1:, :2])
print(df.iloc[-1, -1])
print(type(df.loc['r1','a']))
try: df.loc['zz']
except Exception as e: print(type(e).__name__, e)
try: df['zz']
except Exception as e: print(type(e).__name__, e)
try: df[['a','zz']]
except Exception as e: print(type(e).__name__, e)
try: df[['zz','yy']]
except Exception as e: print(type(e).__name__, e)
try: df.iloc[10]
except Exception as e: print(type(e).__name__, e)
df.loc['r4'] = [4, 4.5, 'w']
print(df)
df.loc[df.a > 2, 'c'] = 'big'
print(df)
df.loc['r1', 'a'] = 100
print(df)
d2 = pd.DataFrame({'a':[1,2]})
d2.loc[len(d2)] = [9]
print(d2)
s = pd.Series([10,20,30], index=['a','b','c'])
print(s['b'], s[1], s[['a','c']].tolist(), s[s > 15].tolist(), s['a':'b'].tolist(), s[1:].tolist())
s['d'] = 40
print(s)
print(df[1:3])
print(df[df['a'] > 2])
try: df[[True, False]]
except Exception as e: print(type(e).__name__, e)
