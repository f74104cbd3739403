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

# group agg multi
stats = df.groupby('dept')['salary'].agg(['mean', 'max', 'count'])
print(stats.round(2))

# overview
print(df.head())
print(df.shape)
print(df.dtypes)

# sort two
print(df.sort_values(['dept', 'salary'], ascending=[True, False])[['dept', 'salary']])

# crosstab
print(pd.crosstab(df['dept'], df['level']))
