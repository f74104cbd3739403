# krait-run: --allow-import pandas,numpy,io
import pandas as pd
import numpy as np
df = pd.DataFrame(np.arange(24).reshape(6, 4), columns=['a', 'b', 'c', 'd'], index=list('uvwxyz'))
print(df.iloc[:, 1:3])
print(df.iloc[[0, 2, 4]])
print(df.loc[:, 'b':'c'])
print(df.loc['v':'x', ['a', 'd']])
print(df.iloc[-2:])
print(df.iloc[1])
print(df.at['w', 'c'], df.iat[2, 2])
print(df[df.a % 8 == 0])
print(df.query('a > 5 and d < 20'))
print(df.query('b in [1, 9, 17]'))
threshold = 10
print(df.query('a >= @threshold'))
print(df.where(df > 10))
print(df.where(df > 10, -1))
print(df.mask(df > 10, 0))
print(df.isin([1, 2, 3]))
print(df.loc[df['a'].between(4, 12)])
print(df.head(2).T)
print(df.sample(n=3, random_state=42))
print(df.sample(frac=0.5, random_state=1))
print(df.nlargest(2, 'b'))
print(df.filter if False else df.get('zz', 'missing'))
df.loc['u', 'a'] = 100
df.iloc[1, 1] = -5
df.at['z', 'd'] = 999
df.iat[0, 3] = 7
print(df)
