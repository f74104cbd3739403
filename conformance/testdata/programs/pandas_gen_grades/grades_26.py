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

# size nunique
print(df.groupby('class').size())
print(df.groupby('class')['gender'].nunique())
print(df['gender'].nunique(), df.nunique().to_dict())

# info
df.info()

# concat axis1
side = pd.concat([df.groupby('class')['math'].sum(), df.groupby('class')['reading'].mean()], axis=1)
side.columns = ['total', 'avg']
print(side.round(2))

# spread
print(df.groupby('class')['math'].std().round(3))
print(df[['math', 'reading']].agg(['min', 'max', 'mean', 'std']).round(2))
