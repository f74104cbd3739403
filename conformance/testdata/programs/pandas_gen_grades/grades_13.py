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

# records
for rec in df.head(2).to_dict('records'):
    print(rec)

# group agg multi
stats = df.groupby('class')['math'].agg(['mean', 'max', 'count'])
print(stats.round(2))

# melt
long = df.melt(id_vars=['class'], value_vars=['math', 'reading'], var_name='metric', value_name='value')
print(long.head(8))
print(long.groupby('metric')['value'].sum().round(2))

# filter median
med = df['math'].median()
subset = df[df['math'] > med]
print(f"median = {med}")
print(subset[['class', 'math']])
