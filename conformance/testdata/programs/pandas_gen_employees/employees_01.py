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

# transform dev
df['dev'] = df['salary'] - df.groupby('dept')['salary'].transform('mean')
print(df[['dept', 'salary', 'dev']].round(2))

# merge lookup
lookup = pd.DataFrame({'dept': sorted(df['dept'].unique()), 'code': range(len(df['dept'].unique()))})
merged = df.merge(lookup, on='dept', how='left')
print(merged[['dept', 'code', 'salary']].head())
print(merged.groupby('code')['salary'].mean().round(2))

# describe
print(df.describe())
