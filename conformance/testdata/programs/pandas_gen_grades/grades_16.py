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

# report
totals = df.groupby('class')['math'].sum().sort_values()
for key, total in totals.items():
    print(f"{key:<12}{total:>12.2f}")
print(f"{'TOTAL':<12}{totals.sum():>12.2f}")

# idxmax
best = df.loc[df['math'].idxmax()]
print(best)
print(df.groupby('class')['math'].idxmax())

# concat axis1
side = pd.concat([df.groupby('class')['math'].sum(), df.groupby('class')['reading'].mean()], axis=1)
side.columns = ['total', 'avg']
print(side.round(2))

# as index false
flat = df.groupby(['class', 'gender'], as_index=False)['math'].mean()
print(flat.round(2))
print(flat.shape)
