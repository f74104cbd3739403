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

# named agg
summary = df.groupby('page').agg(total=('visits', 'sum'), average=('bounce_rate', 'mean'), n=('visits', 'size'))
print(summary.round(2))

# info
df.info()

# rolling diff
s = df['visits']
print(s.rolling(3).mean().round(2).tolist())
print(s.diff().round(2).tolist())
print(s.shift(1).head(4).tolist())

# sample
print(df.sample(3, random_state=42)[['page', 'visits']])
print(len(df.sample(frac=0.5, random_state=1)))
