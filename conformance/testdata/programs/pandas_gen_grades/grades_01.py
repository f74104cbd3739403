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

# pivot margins
pt = pd.pivot_table(df, index='class', columns='gender', values='math', aggfunc='sum', fill_value=0, margins=True)
print(pt)

# ratio column
df['ratio'] = (df['math'] / df['reading']).round(3)
print(df[['class', 'math', 'reading', 'ratio']].head(6))

# string ops
print(df['class'].str.upper().unique())
print(df['class'].str.len().max())
print(df[df['gender'].str.contains('a', case=False)][['class', 'gender']])

# share pct
share = (df.groupby('class')['math'].sum() / df['math'].sum() * 100).round(1)
print(share)
print(share.to_dict())
