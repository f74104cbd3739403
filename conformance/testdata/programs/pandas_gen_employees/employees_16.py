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

# group cumsum
df['running'] = df.groupby('dept')['salary'].cumsum()
print(df[['dept', 'salary', 'running']].round(2))

# dropna
df2 = df.copy()
df2.loc[df2.index[::3], 'salary'] = None
print(df2.isna().sum())
print(df2.dropna().shape, df2.dropna(subset=['salary'])['salary'].mean().round(3))
print(df2.fillna({'salary': 0})['salary'].tolist())

# report
totals = df.groupby('dept')['salary'].sum().sort_values()
for key, total in totals.items():
    print(f"{key:<12}{total:>12.2f}")
print(f"{'TOTAL':<12}{totals.sum():>12.2f}")

# merge summary
summary = df.groupby('dept', as_index=False)['salary'].sum()
joined = df.merge(summary, on='dept', suffixes=('', '_total'))
joined['share'] = (joined['salary'] / joined['salary_total']).round(3)
print(joined[['dept', 'salary', 'salary_total', 'share']].head(6))
