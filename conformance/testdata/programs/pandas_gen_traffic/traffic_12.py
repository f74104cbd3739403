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

# describe object
print(df['page'].describe())
print(df.describe(include='object'))

# cumulative
s = df.sort_values('visits')['visits']
print(s.cumsum().round(2).tolist())
print(s.pct_change().round(4).tolist())

# merge lookup
lookup = pd.DataFrame({'page': sorted(df['page'].unique()), 'code': range(len(df['page'].unique()))})
merged = df.merge(lookup, on='page', how='left')
print(merged[['page', 'code', 'visits']].head())
print(merged.groupby('code')['visits'].mean().round(2))

# overview
print(df.head())
print(df.shape)
print(df.dtypes)
