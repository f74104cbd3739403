# krait-run: --allow-import pandas,numpy,io
import pandas as pd
import numpy as np
import io
df = pd.DataFrame({
    'emp_id': [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    'name': ['Ana', 'Ben', 'Cho', 'Dev', 'Eli', 'Fay', 'Gil', 'Hal', 'Ivy', 'Jon'],
    'dept': ['Eng', 'Eng', 'Sales', 'HR', 'Sales', 'Eng', 'HR', 'Ops', 'Ops', 'Sales'],
    'level': ['Senior', 'Junior', 'Senior', 'Mid', 'Junior', 'Mid', 'Senior', 'Mid', 'Junior', 'Mid'],
    'salary': [135000, 88000, 97000, 71000, 58000, 112000, 93000, 76000, 52000, 81000],
    'tenure': [8, 1, 6, 4, 2, 5, 9, 3, 1, 4],
})

# map codes
codes = {v: i for i, v in enumerate(sorted(df['dept'].unique()))}
df['code'] = df['dept'].map(codes)
print(codes)
print(df[['dept', 'code']].head(6))

# pivot mean
pt = df.pivot_table(index='dept', values=['salary', 'tenure'], aggfunc='mean')
print(pt.round(2))

# np where
df['level'] = np.where(df['salary'] >= df['salary'].median(), 'high', 'low')
print(df.groupby('level')['tenure'].mean().round(2))

# set reset index
indexed = df.set_index('dept')
first = indexed.index[0]
print(indexed.loc[first, 'salary'])
print(indexed.reset_index().head(3))
