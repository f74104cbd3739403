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

# dict agg
out = df.groupby('page').agg({'visits': ['sum', 'mean'], 'bounce_rate': 'max'})
print(out.round(2))
print(out.columns.tolist())

# mask combo
first = df['page'].iloc[0]
mask = (df['visits'] > df['visits'].mean()) & (df['page'] != first)
print(df[mask][['page', 'visits']])
print(df[~mask | (df['bounce_rate'] < df['bounce_rate'].median())].shape)

# quantiles
print(df['visits'].quantile([0.25, 0.5, 0.75]))
print(df.groupby('page')['visits'].median())

# np where
df['level'] = np.where(df['visits'] >= df['visits'].median(), 'high', 'low')
print(df.groupby('level')['bounce_rate'].mean().round(2))
