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

# dropna
df2 = df.copy()
df2.loc[df2.index[::3], 'salary'] = None
print(df2.isna().sum())
print(df2.dropna().shape, df2.dropna(subset=['salary'])['salary'].mean().round(3))
print(df2.fillna({'salary': 0})['salary'].tolist())

# sample
print(df.sample(3, random_state=42)[['dept', 'salary']])
print(len(df.sample(frac=0.5, random_state=1)))

# to string
print(df.head(5).to_string(index=False))
