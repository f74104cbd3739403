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

# dict agg
out = df.groupby('dept').agg({'salary': ['sum', 'mean'], 'tenure': 'max'})
print(out.round(2))
print(out.columns.tolist())

# size nunique
print(df.groupby('dept').size())
print(df.groupby('dept')['level'].nunique())
print(df['level'].nunique(), df.nunique().to_dict())

# as index false
flat = df.groupby(['dept', 'level'], as_index=False)['salary'].mean()
print(flat.round(2))
print(flat.shape)

# isin between
keep = sorted(df['dept'].unique())[:2]
print(df[df['dept'].isin(keep)][['dept', 'salary']])
lo, hi = df['tenure'].quantile(0.25), df['tenure'].quantile(0.75)
print(df[df['tenure'].between(lo, hi)][['level', 'tenure']])
