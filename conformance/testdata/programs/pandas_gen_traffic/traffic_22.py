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

# group iter
for name, grp in df.groupby('page'):
    print(name, len(grp), round(grp['visits'].sum(), 2))

# size nunique
print(df.groupby('page').size())
print(df.groupby('page')['device'].nunique())
print(df['device'].nunique(), df.nunique().to_dict())

# positional
print(df.iloc[2:5, [0, 2]])
print(df.iloc[-1])
print(df.at[df.index[0], 'visits'], df.iat[1, 0])

# loc tier
df['tier'] = 'rest'
df.loc[df['visits'] > df['visits'].quantile(0.75), 'tier'] = 'top'
print(df['tier'].value_counts())
print(df.loc[df['tier'] == 'top', ['page', 'visits']])
