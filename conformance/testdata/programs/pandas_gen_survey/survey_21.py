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

# info
df.info()

# mask combo
first = df['country'].iloc[0]
mask = (df['monthly_spend'] > df['monthly_spend'].mean()) & (df['country'] != first)
print(df[mask][['country', 'monthly_spend']])
print(df[~mask | (df['satisfaction'] < df['satisfaction'].median())].shape)

# group cumsum
df['running'] = df.groupby('country')['monthly_spend'].cumsum()
print(df[['country', 'monthly_spend', 'running']].round(2))

# idxmax
best = df.loc[df['monthly_spend'].idxmax()]
print(best)
print(df.groupby('country')['monthly_spend'].idxmax())
