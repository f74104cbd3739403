# krait-run: --allow-import pandas,numpy,io
import pandas as pd, numpy as np
df = pd.DataFrame({'a':[1,2,3,4],'b':[1.5,2.5,np.nan,10],'c':['x','y','x','z'], 'd':[True,False,True,True]})
print(df.describe())
print(df.describe(include='all'))
print(df['c'].describe())
print(df['a'].describe())
print(df[['c']].describe())
print(df.describe(percentiles=[0.1, 0.9]))
print(df['d'].describe())
print(df.describe(include=['object']))
