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

# merge summary
summary = df.groupby('page', as_index=False)['visits'].sum()
joined = df.merge(summary, on='page', suffixes=('', '_total'))
joined['share'] = (joined['visits'] / joined['visits_total']).round(3)
print(joined[['page', 'visits', 'visits_total', 'share']].head(6))

# group cumsum
df['running'] = df.groupby('page')['visits'].cumsum()
print(df[['page', 'visits', 'running']].round(2))

# map codes
codes = {v: i for i, v in enumerate(sorted(df['page'].unique()))}
df['code'] = df['page'].map(codes)
print(codes)
print(df[['page', 'code']].head(6))

# set reset index
indexed = df.set_index('page')
first = indexed.index[0]
print(indexed.loc[first, 'visits'])
print(indexed.reset_index().head(3))
