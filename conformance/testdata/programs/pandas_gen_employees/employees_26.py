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

# loc tier
df['tier'] = 'rest'
df.loc[df['salary'] > df['salary'].quantile(0.75), 'tier'] = 'top'
print(df['tier'].value_counts())
print(df.loc[df['tier'] == 'top', ['dept', 'salary']])

# merge summary
summary = df.groupby('dept', as_index=False)['salary'].sum()
joined = df.merge(summary, on='dept', suffixes=('', '_total'))
joined['share'] = (joined['salary'] / joined['salary_total']).round(3)
print(joined[['dept', 'salary', 'salary_total', 'share']].head(6))

# idxmax
best = df.loc[df['salary'].idxmax()]
print(best)
print(df.groupby('dept')['salary'].idxmax())

# describe pct
print(df['salary'].describe(percentiles=[0.1, 0.9]))
