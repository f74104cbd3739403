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

# mask combo
first = df['dept'].iloc[0]
mask = (df['salary'] > df['salary'].mean()) & (df['dept'] != first)
print(df[mask][['dept', 'salary']])
print(df[~mask | (df['tenure'] < df['tenure'].median())].shape)

# to string
print(df.head(5).to_string(index=False))

# rename drop
slim = df.rename(columns={'salary': 'value', 'dept': 'group'}).drop(columns=['level'])
print(slim.columns.tolist())
print(slim.head(3))

# apply rows
df['summary'] = df.apply(lambda r: f"{r['dept']}/{r['level']}: {r['tenure']}", axis=1)
print(df['summary'].head(5).tolist())
