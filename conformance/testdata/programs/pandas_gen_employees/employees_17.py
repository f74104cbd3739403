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

# idxmax
best = df.loc[df['salary'].idxmax()]
print(best)
print(df.groupby('dept')['salary'].idxmax())

# group iter
for name, grp in df.groupby('dept'):
    print(name, len(grp), round(grp['salary'].sum(), 2))

# np where
df['level'] = np.where(df['salary'] >= df['salary'].median(), 'high', 'low')
print(df.groupby('level')['tenure'].mean().round(2))
