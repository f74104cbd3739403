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

# rank within
df['rank_in_group'] = df.groupby('dept')['salary'].rank(ascending=False)
print(df[['dept', 'salary', 'rank_in_group']].sort_values(['dept', 'rank_in_group']))

# dedupe
first = df.drop_duplicates(subset='dept', keep='first')
print(first[['dept', 'salary']])
print(df.duplicated(subset=['dept']).sum())

# records
for rec in df.head(2).to_dict('records'):
    print(rec)

# missing fill
df2 = df.copy()
df2.loc[df2.index[1], 'salary'] = np.nan
df2.loc[df2.index[3], 'salary'] = np.nan
print(df2['salary'].isna().sum())
df2['salary'] = df2['salary'].fillna(df2['salary'].mean())
print(df2['salary'].round(2).tolist())
