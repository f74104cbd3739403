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

# crosstab
print(pd.crosstab(df['page'], df['device']))

# dedupe
first = df.drop_duplicates(subset='page', keep='first')
print(first[['page', 'visits']])
print(df.duplicated(subset=['page']).sum())

# ratio column
df['ratio'] = (df['visits'] / df['bounce_rate']).round(3)
print(df[['page', 'visits', 'bounce_rate', 'ratio']].head(6))

# melt
long = df.melt(id_vars=['page'], value_vars=['visits', 'bounce_rate'], var_name='metric', value_name='value')
print(long.head(8))
print(long.groupby('metric')['value'].sum().round(2))
