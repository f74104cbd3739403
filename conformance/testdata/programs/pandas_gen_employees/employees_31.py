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

# rename drop
slim = df.rename(columns={'salary': 'value', 'dept': 'group'}).drop(columns=['level'])
print(slim.columns.tolist())
print(slim.head(3))

# report
totals = df.groupby('dept')['salary'].sum().sort_values()
for key, total in totals.items():
    print(f"{key:<12}{total:>12.2f}")
print(f"{'TOTAL':<12}{totals.sum():>12.2f}")

# quantiles
print(df['salary'].quantile([0.25, 0.5, 0.75]))
print(df.groupby('dept')['salary'].median())

# group cumsum
df['running'] = df.groupby('dept')['salary'].cumsum()
print(df[['dept', 'salary', 'running']].round(2))
