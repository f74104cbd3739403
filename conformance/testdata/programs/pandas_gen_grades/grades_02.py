# krait-run: --allow-import pandas,numpy,io
import pandas as pd
import numpy as np
import io
df = pd.DataFrame({
    'student': ['s01', 's02', 's03', 's04', 's05', 's06', 's07', 's08', 's09'],
    'class': ['A', 'B', 'A', 'C', 'B', 'C', 'A', 'B', 'C'],
    'gender': ['F', 'M', 'M', 'F', 'F', 'M', 'F', 'M', 'F'],
    'math': [88.5, 72.0, 95.25, 64.0, 81.5, 58.0, 91.0, 77.5, 69.0],
    'reading': [92.0, 65.5, 88.0, 71.25, 79.0, 62.0, 95.5, 70.0, 74.5],
})

# melt
long = df.melt(id_vars=['class'], value_vars=['math', 'reading'], var_name='metric', value_name='value')
print(long.head(8))
print(long.groupby('metric')['value'].sum().round(2))

# concat ends
both = pd.concat([df.head(2), df.tail(2)])
print(both)
print(pd.concat([df.head(2), df.tail(2)], ignore_index=True).index.tolist())

# missing fill
df2 = df.copy()
df2.loc[df2.index[1], 'math'] = np.nan
df2.loc[df2.index[3], 'math'] = np.nan
print(df2['math'].isna().sum())
df2['math'] = df2['math'].fillna(df2['math'].mean())
print(df2['math'].round(2).tolist())

# rank within
df['rank_in_group'] = df.groupby('class')['math'].rank(ascending=False)
print(df[['class', 'math', 'rank_in_group']].sort_values(['class', 'rank_in_group']))
