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

# records
for rec in df.head(2).to_dict('records'):
    print(rec)

# filter median
med = df['visits'].median()
subset = df[df['visits'] > med]
print(f"median = {med}")
print(subset[['page', 'visits']])

# string ops
print(df['page'].str.upper().unique())
print(df['page'].str.len().max())
print(df[df['device'].str.contains('a', case=False)][['page', 'device']])

# share pct
share = (df.groupby('page')['visits'].sum() / df['visits'].sum() * 100).round(1)
print(share)
print(share.to_dict())
