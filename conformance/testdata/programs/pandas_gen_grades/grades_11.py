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

# apply label
threshold = df['math'].mean()
df['flag'] = df['math'].apply(lambda v: 'above' if v > threshold else 'below')
print(df.groupby('flag')['math'].agg(['count', 'mean']).round(2))

# merge lookup
lookup = pd.DataFrame({'class': sorted(df['class'].unique()), 'code': range(len(df['class'].unique()))})
merged = df.merge(lookup, on='class', how='left')
print(merged[['class', 'code', 'math']].head())
print(merged.groupby('code')['math'].mean().round(2))

# corr
print(round(df['math'].corr(df['reading']), 4))
print(df[['math', 'reading']].corr().round(3))

# value counts
print(df['class'].value_counts())
print(df['gender'].value_counts(normalize=True).round(3))
