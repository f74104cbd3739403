# krait-run: --allow-import pandas,numpy,io
import pandas as pd
import numpy as np
import io
df = pd.DataFrame({
    'respondent': range(1, 11),
    'country': ['US', 'UK', 'US', 'DE', 'UK', 'DE', 'US', 'FR', 'FR', 'UK'],
    'plan': ['free', 'pro', 'pro', 'free', 'team', 'pro', 'team', 'free', 'pro', 'free'],
    'satisfaction': [7, 9, 8, 5, 10, 6, 9, 4, 8, 6],
    'monthly_spend': [0.0, 29.0, 29.0, 0.0, 99.0, 29.0, 99.0, 0.0, 25.5, 0.0],
})

# overview
print(df.head())
print(df.shape)
print(df.dtypes)

# two key unstack
table = df.groupby(['country', 'plan'])['monthly_spend'].sum().unstack(fill_value=0)
print(table)

# pivot margins
pt = pd.pivot_table(df, index='country', columns='plan', values='monthly_spend', aggfunc='sum', fill_value=0, margins=True)
print(pt)

# crosstab
print(pd.crosstab(df['country'], df['plan']))
