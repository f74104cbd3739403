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

# dedupe
first = df.drop_duplicates(subset='dept', keep='first')
print(first[['dept', 'salary']])
print(df.duplicated(subset=['dept']).sum())

# string ops
print(df['dept'].str.upper().unique())
print(df['dept'].str.len().max())
print(df[df['level'].str.contains('a', case=False)][['dept', 'level']])

# value counts
print(df['dept'].value_counts())
print(df['level'].value_counts(normalize=True).round(3))

# transform dev
df['dev'] = df['salary'] - df.groupby('dept')['salary'].transform('mean')
print(df[['dept', 'salary', 'dev']].round(2))
