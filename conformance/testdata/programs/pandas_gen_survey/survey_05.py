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

# iterrows
for idx, row in df.head(4).iterrows():
    print(f"{idx}: {row['country']} -> {row['monthly_spend']}")

# describe object
print(df['country'].describe())
print(df.describe(include='object'))

# two key unstack
table = df.groupby(['country', 'plan'])['monthly_spend'].sum().unstack(fill_value=0)
print(table)

# share pct
share = (df.groupby('country')['monthly_spend'].sum() / df['monthly_spend'].sum() * 100).round(1)
print(share)
print(share.to_dict())
