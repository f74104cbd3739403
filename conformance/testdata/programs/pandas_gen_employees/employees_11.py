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

# apply label
threshold = df['salary'].mean()
df['flag'] = df['salary'].apply(lambda v: 'above' if v > threshold else 'below')
print(df.groupby('flag')['salary'].agg(['count', 'mean']).round(2))

# query
threshold = df['tenure'].median()
res = df.query("salary > salary.mean()") if False else df[df['salary'] > df['salary'].mean()]
print(len(res))
print(df.query("tenure >= @threshold")[['dept', 'tenure']])

# sort two
print(df.sort_values(['dept', 'salary'], ascending=[True, False])[['dept', 'salary']])

# melt
long = df.melt(id_vars=['dept'], value_vars=['salary', 'tenure'], var_name='metric', value_name='value')
print(long.head(8))
print(long.groupby('metric')['value'].sum().round(2))
