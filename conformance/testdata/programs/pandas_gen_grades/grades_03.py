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

# group sum sorted
totals = df.groupby('class')['math'].sum().sort_values(ascending=False)
print(totals)
print(f"Largest: {totals.index[0]} = {totals.iloc[0]:.2f}")

# describe object
print(df['class'].describe())
print(df.describe(include='object'))

# apply label
threshold = df['math'].mean()
df['flag'] = df['math'].apply(lambda v: 'above' if v > threshold else 'below')
print(df.groupby('flag')['math'].agg(['count', 'mean']).round(2))

# describe
print(df.describe())
