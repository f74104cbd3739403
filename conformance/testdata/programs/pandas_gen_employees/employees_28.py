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

# pct of group
df['pct'] = (df['salary'] / df.groupby('dept')['salary'].transform('sum') * 100).round(1)
print(df[['dept', 'salary', 'pct']])

# spread
print(df.groupby('dept')['salary'].std().round(3))
print(df[['salary', 'tenure']].agg(['min', 'max', 'mean', 'std']).round(2))

# rolling diff
s = df['salary']
print(s.rolling(3).mean().round(2).tolist())
print(s.diff().round(2).tolist())
print(s.shift(1).head(4).tolist())

# concat axis1
side = pd.concat([df.groupby('dept')['salary'].sum(), df.groupby('dept')['tenure'].mean()], axis=1)
side.columns = ['total', 'avg']
print(side.round(2))
