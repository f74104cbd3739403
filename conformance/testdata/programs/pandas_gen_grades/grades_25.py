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

# isin between
keep = sorted(df['class'].unique())[:2]
print(df[df['class'].isin(keep)][['class', 'math']])
lo, hi = df['reading'].quantile(0.25), df['reading'].quantile(0.75)
print(df[df['reading'].between(lo, hi)][['gender', 'reading']])

# merge summary
summary = df.groupby('class', as_index=False)['math'].sum()
joined = df.merge(summary, on='class', suffixes=('', '_total'))
joined['share'] = (joined['math'] / joined['math_total']).round(3)
print(joined[['class', 'math', 'math_total', 'share']].head(6))

# to csv
print(df.head(4).to_csv(index=False))

# as index false
flat = df.groupby(['class', 'gender'], as_index=False)['math'].mean()
print(flat.round(2))
print(flat.shape)
