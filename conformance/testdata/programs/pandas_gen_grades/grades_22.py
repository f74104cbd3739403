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

# named agg
summary = df.groupby('class').agg(total=('math', 'sum'), average=('reading', 'mean'), n=('math', 'size'))
print(summary.round(2))

# to string
print(df.head(5).to_string(index=False))

# mask combo
first = df['class'].iloc[0]
mask = (df['math'] > df['math'].mean()) & (df['class'] != first)
print(df[mask][['class', 'math']])
print(df[~mask | (df['reading'] < df['reading'].median())].shape)

# np where
df['level'] = np.where(df['math'] >= df['math'].median(), 'high', 'low')
print(df.groupby('level')['reading'].mean().round(2))
