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

# rolling diff
s = df['salary']
print(s.rolling(3).mean().round(2).tolist())
print(s.diff().round(2).tolist())
print(s.shift(1).head(4).tolist())

# select dtypes
print(df.select_dtypes(include='number').sum().round(2))
print(df.select_dtypes(include='object').columns.tolist())

# positional
print(df.iloc[2:5, [0, 2]])
print(df.iloc[-1])
print(df.at[df.index[0], 'salary'], df.iat[1, 0])

# map codes
codes = {v: i for i, v in enumerate(sorted(df['dept'].unique()))}
df['code'] = df['dept'].map(codes)
print(codes)
print(df[['dept', 'code']].head(6))
