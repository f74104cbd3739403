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

# group cumsum
df['running'] = df.groupby('country')['monthly_spend'].cumsum()
print(df[['country', 'monthly_spend', 'running']].round(2))

# select dtypes
print(df.select_dtypes(include='number').sum().round(2))
print(df.select_dtypes(include='object').columns.tolist())

# pivot mean
pt = df.pivot_table(index='country', values=['monthly_spend', 'satisfaction'], aggfunc='mean')
print(pt.round(2))

# merge summary
summary = df.groupby('country', as_index=False)['monthly_spend'].sum()
joined = df.merge(summary, on='country', suffixes=('', '_total'))
joined['share'] = (joined['monthly_spend'] / joined['monthly_spend_total']).round(3)
print(joined[['country', 'monthly_spend', 'monthly_spend_total', 'share']].head(6))
