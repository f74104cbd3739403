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

# describe
print(df.describe())

# filter median
med = df['monthly_spend'].median()
subset = df[df['monthly_spend'] > med]
print(f"median = {med}")
print(subset[['country', 'monthly_spend']])

# value counts
print(df['country'].value_counts())
print(df['plan'].value_counts(normalize=True).round(3))

# group agg multi
stats = df.groupby('country')['monthly_spend'].agg(['mean', 'max', 'count'])
print(stats.round(2))
