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

# concat ends
both = pd.concat([df.head(2), df.tail(2)])
print(both)
print(pd.concat([df.head(2), df.tail(2)], ignore_index=True).index.tolist())

# sort two
print(df.sort_values(['country', 'monthly_spend'], ascending=[True, False])[['country', 'monthly_spend']])

# describe
print(df.describe())

# query
threshold = df['satisfaction'].median()
res = df.query("monthly_spend > monthly_spend.mean()") if False else df[df['monthly_spend'] > df['monthly_spend'].mean()]
print(len(res))
print(df.query("satisfaction >= @threshold")[['country', 'satisfaction']])
