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

# date parts
df['month'] = df['timestamp'].dt.month
df['weekday'] = df['timestamp'].dt.day_name()
print(df[['timestamp', 'month', 'weekday']].head())
print(df['timestamp'].dt.strftime('%Y-%m-%d %H:%M').tolist()[:3])

# pct of group
df['pct'] = (df['visits'] / df.groupby('page')['visits'].transform('sum') * 100).round(1)
print(df[['page', 'visits', 'pct']])

# concat axis1
side = pd.concat([df.groupby('page')['visits'].sum(), df.groupby('page')['bounce_rate'].mean()], axis=1)
side.columns = ['total', 'avg']
print(side.round(2))

# dropna
df2 = df.copy()
df2.loc[df2.index[::3], 'visits'] = None
print(df2.isna().sum())
print(df2.dropna().shape, df2.dropna(subset=['visits'])['visits'].mean().round(3))
print(df2.fillna({'visits': 0})['visits'].tolist())
