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

# cumulative
s = df.sort_values('salary')['salary']
print(s.cumsum().round(2).tolist())
print(s.pct_change().round(4).tolist())

# top3
print(df.nlargest(3, 'salary')[['dept', 'level', 'salary']])
print(df.nsmallest(2, 'tenure'))

# value counts
print(df['dept'].value_counts())
print(df['level'].value_counts(normalize=True).round(3))

# describe object
print(df['dept'].describe())
print(df.describe(include='object'))
