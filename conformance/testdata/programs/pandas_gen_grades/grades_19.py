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

# info
df.info()

# sample
print(df.sample(3, random_state=42)[['class', 'math']])
print(len(df.sample(frac=0.5, random_state=1)))

# pivot mean
pt = df.pivot_table(index='class', values=['math', 'reading'], aggfunc='mean')
print(pt.round(2))

# apply rows
df['summary'] = df.apply(lambda r: f"{r['class']}/{r['gender']}: {r['reading']}", axis=1)
print(df['summary'].head(5).tolist())
