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

# cut bins
df['bucket'] = pd.cut(df['salary'], bins=3, labels=['low', 'mid', 'high'])
print(df[['salary', 'bucket']])
print(df['bucket'].value_counts())

# two key unstack
table = df.groupby(['dept', 'level'])['salary'].sum().unstack(fill_value=0)
print(table)

# query
threshold = df['tenure'].median()
res = df.query("salary > salary.mean()") if False else df[df['salary'] > df['salary'].mean()]
print(len(res))
print(df.query("tenure >= @threshold")[['dept', 'tenure']])

# concat ends
both = pd.concat([df.head(2), df.tail(2)])
print(both)
print(pd.concat([df.head(2), df.tail(2)], ignore_index=True).index.tolist())
