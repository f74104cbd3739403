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

# quantiles
print(df['math'].quantile([0.25, 0.5, 0.75]))
print(df.groupby('class')['math'].median())

# where clip
q1, q3 = df['math'].quantile([0.25, 0.75])
print(df['math'].clip(lower=q1, upper=q3).round(2).tolist())
print(df['math'].where(df['math'] > df['math'].mean(), 0).round(2).tolist())

# select dtypes
print(df.select_dtypes(include='number').sum().round(2))
print(df.select_dtypes(include='object').columns.tolist())

# report
totals = df.groupby('class')['math'].sum().sort_values()
for key, total in totals.items():
    print(f"{key:<12}{total:>12.2f}")
print(f"{'TOTAL':<12}{totals.sum():>12.2f}")
