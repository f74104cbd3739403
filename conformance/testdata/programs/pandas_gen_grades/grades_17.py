# krait-run: --allow-import pandas,numpy,io
import pandas as pd
import numpy as np
import io
df = pd.DataFrame({
    'student': ['s01', 's02', 's03', 's04', 's05', 's06', 's07', 's08', 's09'],
    'class': ['A', 'B', 'A', 'C', 'B', 'C', 'A', 'B', 'C'],
    'gender': ['F', 'M', 'M', 'F', 'F', 'M', 'F', 'M', 'F'],
    'math': [88.5, 72.0, 95.25, 64.0, 81.5, 58.0, 91.0, 77.5, 69.0],
    'reading': [92.0, 65.5, 88.0, 71.25, 79.0, 62.0, 95.5, 70.0, 74.5],
})

# describe pct
print(df['math'].describe(percentiles=[0.1, 0.9]))

# dropna
df2 = df.copy()
df2.loc[df2.index[::3], 'math'] = None
print(df2.isna().sum())
print(df2.dropna().shape, df2.dropna(subset=['math'])['math'].mean().round(3))
print(df2.fillna({'math': 0})['math'].tolist())

# merge summary
summary = df.groupby('class', as_index=False)['math'].sum()
joined = df.merge(summary, on='class', suffixes=('', '_total'))
joined['share'] = (joined['math'] / joined['math_total']).round(3)
print(joined[['class', 'math', 'math_total', 'share']].head(6))

# loc tier
df['tier'] = 'rest'
df.loc[df['math'] > df['math'].quantile(0.75), 'tier'] = 'top'
print(df['tier'].value_counts())
print(df.loc[df['tier'] == 'top', ['class', 'math']])
