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

# as index false
flat = df.groupby(['dept', 'level'], as_index=False)['salary'].mean()
print(flat.round(2))
print(flat.shape)

# quantiles
print(df['salary'].quantile([0.25, 0.5, 0.75]))
print(df.groupby('dept')['salary'].median())

# spread
print(df.groupby('dept')['salary'].std().round(3))
print(df[['salary', 'tenure']].agg(['min', 'max', 'mean', 'std']).round(2))

# pivot mean
pt = df.pivot_table(index='dept', values=['salary', 'tenure'], aggfunc='mean')
print(pt.round(2))
