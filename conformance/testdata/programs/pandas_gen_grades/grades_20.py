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

# isin between
keep = sorted(df['class'].unique())[:2]
print(df[df['class'].isin(keep)][['class', 'math']])
lo, hi = df['reading'].quantile(0.25), df['reading'].quantile(0.75)
print(df[df['reading'].between(lo, hi)][['gender', 'reading']])

# positional
print(df.iloc[2:5, [0, 2]])
print(df.iloc[-1])
print(df.at[df.index[0], 'math'], df.iat[1, 0])

# group cumsum
df['running'] = df.groupby('class')['math'].cumsum()
print(df[['class', 'math', 'running']].round(2))
