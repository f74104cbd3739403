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

# report
totals = df.groupby('country')['monthly_spend'].sum().sort_values()
for key, total in totals.items():
    print(f"{key:<12}{total:>12.2f}")
print(f"{'TOTAL':<12}{totals.sum():>12.2f}")

# quantiles
print(df['monthly_spend'].quantile([0.25, 0.5, 0.75]))
print(df.groupby('country')['monthly_spend'].median())

# apply rows
df['summary'] = df.apply(lambda r: f"{r['country']}/{r['plan']}: {r['satisfaction']}", axis=1)
print(df['summary'].head(5).tolist())

# pivot mean
pt = df.pivot_table(index='country', values=['monthly_spend', 'satisfaction'], aggfunc='mean')
print(pt.round(2))
