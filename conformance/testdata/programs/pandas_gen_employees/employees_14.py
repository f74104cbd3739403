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

# share pct
share = (df.groupby('dept')['salary'].sum() / df['salary'].sum() * 100).round(1)
print(share)
print(share.to_dict())

# missing fill
df2 = df.copy()
df2.loc[df2.index[1], 'salary'] = np.nan
df2.loc[df2.index[3], 'salary'] = np.nan
print(df2['salary'].isna().sum())
df2['salary'] = df2['salary'].fillna(df2['salary'].mean())
print(df2['salary'].round(2).tolist())

# group agg multi
stats = df.groupby('dept')['salary'].agg(['mean', 'max', 'count'])
print(stats.round(2))

# pivot margins
pt = pd.pivot_table(df, index='dept', columns='level', values='salary', aggfunc='sum', fill_value=0, margins=True)
print(pt)
