# krait-run: --allow-import pandas,numpy,io
import pandas as pd
import numpy as np
import io
csv_text = """timestamp,page,device,visits,bounce_rate
2024-05-01 08:00,home,mobile,340,0.42
2024-05-01 08:00,pricing,desktop,120,0.31
2024-05-01 12:00,home,desktop,410,0.38
2024-05-01 12:00,blog,mobile,95,0.55
2024-05-02 08:00,pricing,mobile,150,0.47
2024-05-02 08:00,home,mobile,365,0.40
2024-05-02 12:00,blog,desktop,88,0.61
2024-05-02 12:00,pricing,desktop,132,0.29
2024-05-03 08:00,home,desktop,398,0.36
2024-05-03 12:00,blog,mobile,102,0.58
"""
df = pd.read_csv(io.StringIO(csv_text), parse_dates=['timestamp'])

# missing fill
df2 = df.copy()
df2.loc[df2.index[1], 'visits'] = np.nan
df2.loc[df2.index[3], 'visits'] = np.nan
print(df2['visits'].isna().sum())
df2['visits'] = df2['visits'].fillna(df2['visits'].mean())
print(df2['visits'].round(2).tolist())

# group sum sorted
totals = df.groupby('page')['visits'].sum().sort_values(ascending=False)
print(totals)
print(f"Largest: {totals.index[0]} = {totals.iloc[0]:.2f}")

# cut bins
df['bucket'] = pd.cut(df['visits'], bins=3, labels=['low', 'mid', 'high'])
print(df[['visits', 'bucket']])
print(df['bucket'].value_counts())

# value counts
print(df['page'].value_counts())
print(df['device'].value_counts(normalize=True).round(3))
