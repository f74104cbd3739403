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

# map codes
codes = {v: i for i, v in enumerate(sorted(df['class'].unique()))}
df['code'] = df['class'].map(codes)
print(codes)
print(df[['class', 'code']].head(6))

# describe pct
print(df['math'].describe(percentiles=[0.1, 0.9]))

# sample
print(df.sample(3, random_state=42)[['class', 'math']])
print(len(df.sample(frac=0.5, random_state=1)))

# to string
print(df.head(5).to_string(index=False))
