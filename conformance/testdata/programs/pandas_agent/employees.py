# krait-run: --allow-import pandas,numpy,io
import pandas as pd
import numpy as np
data = {
    'name': ['Ann', 'Ben', 'Cal', 'Dee', 'Eve', 'Fay', 'Gus'],
    'dept': ['Eng', 'Eng', 'Sales', 'HR', 'Sales', 'Eng', 'HR'],
    'salary': [120000, 95000, 70000, 65000, 72000, 130000, np.nan],
    'years': [5, 2, 7, 3, 1, 10, 4],
}
df = pd.DataFrame(data)
print(df)
print(df.info())
print(df.isnull().sum())
df['salary'] = df['salary'].fillna(df['salary'].median())
print(df)
avg = df.groupby('dept')['salary'].mean().round(2)
print(avg)
print(df.groupby('dept').agg({'salary': ['mean', 'max'], 'years': 'sum'}))
senior = df[(df['years'] >= 4) & (df['salary'] > 70000)]
print(senior)
print(len(senior), "senior employees")
df['band'] = df['salary'].apply(lambda s: 'high' if s >= 100000 else 'normal')
print(df[['name', 'band']])
print(df.sort_values(['dept', 'salary'], ascending=[True, False]))
print(df['dept'].unique())
print(df['dept'].nunique())
print(df.nlargest(3, 'salary'))
for _, row in df.iterrows():
    print(f"{row['name']}: {row['salary']:.0f}")
print(df.to_dict('records')[:2])
print(round(df['salary'].std(), 3))
