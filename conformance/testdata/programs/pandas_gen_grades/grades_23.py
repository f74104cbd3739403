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

# rolling diff
s = df['math']
print(s.rolling(3).mean().round(2).tolist())
print(s.diff().round(2).tolist())
print(s.shift(1).head(4).tolist())

# pct of group
df['pct'] = (df['math'] / df.groupby('class')['math'].transform('sum') * 100).round(1)
print(df[['class', 'math', 'pct']])

# to csv
print(df.head(4).to_csv(index=False))

# group iter
for name, grp in df.groupby('class'):
    print(name, len(grp), round(grp['math'].sum(), 2))
