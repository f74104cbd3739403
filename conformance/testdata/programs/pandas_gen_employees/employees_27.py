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

# to csv
print(df.head(4).to_csv(index=False))

# where clip
q1, q3 = df['salary'].quantile([0.25, 0.75])
print(df['salary'].clip(lower=q1, upper=q3).round(2).tolist())
print(df['salary'].where(df['salary'] > df['salary'].mean(), 0).round(2).tolist())

# positional
print(df.iloc[2:5, [0, 2]])
print(df.iloc[-1])
print(df.at[df.index[0], 'salary'], df.iat[1, 0])

# named agg
summary = df.groupby('dept').agg(total=('salary', 'sum'), average=('tenure', 'mean'), n=('salary', 'size'))
print(summary.round(2))
