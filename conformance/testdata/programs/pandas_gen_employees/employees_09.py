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

# rank within
df['rank_in_group'] = df.groupby('dept')['salary'].rank(ascending=False)
print(df[['dept', 'salary', 'rank_in_group']].sort_values(['dept', 'rank_in_group']))

# describe
print(df.describe())

# filter median
med = df['salary'].median()
subset = df[df['salary'] > med]
print(f"median = {med}")
print(subset[['dept', 'salary']])

# group sum sorted
totals = df.groupby('dept')['salary'].sum().sort_values(ascending=False)
print(totals)
print(f"Largest: {totals.index[0]} = {totals.iloc[0]:.2f}")
