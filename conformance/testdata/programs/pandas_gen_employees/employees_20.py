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

# size nunique
print(df.groupby('dept').size())
print(df.groupby('dept')['level'].nunique())
print(df['level'].nunique(), df.nunique().to_dict())

# dict agg
out = df.groupby('dept').agg({'salary': ['sum', 'mean'], 'tenure': 'max'})
print(out.round(2))
print(out.columns.tolist())

# loc tier
df['tier'] = 'rest'
df.loc[df['salary'] > df['salary'].quantile(0.75), 'tier'] = 'top'
print(df['tier'].value_counts())
print(df.loc[df['tier'] == 'top', ['dept', 'salary']])

# where clip
q1, q3 = df['salary'].quantile([0.25, 0.75])
print(df['salary'].clip(lower=q1, upper=q3).round(2).tolist())
print(df['salary'].where(df['salary'] > df['salary'].mean(), 0).round(2).tolist())
