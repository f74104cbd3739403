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

# group agg multi
stats = df.groupby('class')['math'].agg(['mean', 'max', 'count'])
print(stats.round(2))

# value counts
print(df['class'].value_counts())
print(df['gender'].value_counts(normalize=True).round(3))

# overview
print(df.head())
print(df.shape)
print(df.dtypes)

# top3
print(df.nlargest(3, 'math')[['class', 'gender', 'math']])
print(df.nsmallest(2, 'reading'))
