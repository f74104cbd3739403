# krait-run: --allow-import pandas,numpy,io
import pandas as pd, numpy as np
L = pd.DataFrame({'k':['b','a','b','c'],'v':[1,2,3,4]})
R = pd.DataFrame({'k':['a','b','d','b'],'w':[10,20,30,40]})
for how in ['inner','left','right','outer']:
    print(how); print(pd.merge(L, R, on='k', how=how))
print(pd.merge(L, R.rename(columns={'k':'key'}), left_on='k', right_on='key'))
print(pd.merge(L, L, on='k', suffixes=('_l','_r')))
print(pd.merge(L, R, left_index=True, right_index=True))
print(L.merge(R, on='k', how='left', indicator=True))
print(pd.concat([L, R]))
print(pd.concat([L, R], ignore_index=True))
print(pd.concat([L, R], axis=1))
print(pd.concat([pd.Series([1,2],index=['a','b']), pd.Series([3],index=['c'])]))
print(pd.concat([pd.Series([1,2],index=['b','a'],name='x'), pd.Series([3,4],index=['c','a'],name='y')], axis=1))
print(pd.concat([L, R], keys=['l','r']))
print(L.join(R.set_index('k'), on='k', how='left'))
print(L.set_index('k').join(R.set_index('k'), how='inner', lsuffix='_l'))
