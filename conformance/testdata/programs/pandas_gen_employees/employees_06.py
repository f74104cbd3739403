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

# string ops
print(df['dept'].str.upper().unique())
print(df['dept'].str.len().max())
print(df[df['level'].str.contains('a', case=False)][['dept', 'level']])

# filter median
med = df['salary'].median()
subset = df[df['salary'] > med]
print(f"median = {med}")
print(subset[['dept', 'salary']])

# apply label
threshold = df['salary'].mean()
df['flag'] = df['salary'].apply(lambda v: 'above' if v > threshold else 'below')
print(df.groupby('flag')['salary'].agg(['count', 'mean']).round(2))

# pivot margins
pt = pd.pivot_table(df, index='dept', columns='level', values='salary', aggfunc='sum', fill_value=0, margins=True)
print(pt)
