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

# concat axis1
side = pd.concat([df.groupby('country')['monthly_spend'].sum(), df.groupby('country')['satisfaction'].mean()], axis=1)
side.columns = ['total', 'avg']
print(side.round(2))

# where clip
q1, q3 = df['monthly_spend'].quantile([0.25, 0.75])
print(df['monthly_spend'].clip(lower=q1, upper=q3).round(2).tolist())
print(df['monthly_spend'].where(df['monthly_spend'] > df['monthly_spend'].mean(), 0).round(2).tolist())

# report
totals = df.groupby('country')['monthly_spend'].sum().sort_values()
for key, total in totals.items():
    print(f"{key:<12}{total:>12.2f}")
print(f"{'TOTAL':<12}{totals.sum():>12.2f}")

# named agg
summary = df.groupby('country').agg(total=('monthly_spend', 'sum'), average=('satisfaction', 'mean'), n=('monthly_spend', 'size'))
print(summary.round(2))
