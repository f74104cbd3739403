# krait-run: --allow-import pandas,numpy,io
import pandas as pd
df = pd.DataFrame({
    'month': ['Jan', 'Jan', 'Feb', 'Feb', 'Mar', 'Mar', 'Jan', 'Feb'],
    'store': ['A', 'B', 'A', 'B', 'A', 'B', 'A', 'A'],
    'sales': [100, 150, 120, 130, 90, 160, 30, 20],
    'returns': [5, 3, 2, 8, 1, 0, 1, 2],
})
pt = df.pivot_table(index='month', columns='store', values='sales', aggfunc='sum')
print(pt)
print(df.pivot_table(index='store', values=['sales', 'returns'], aggfunc='sum'))
print(pd.pivot_table(df, index='month', columns='store', values='sales', aggfunc='mean', margins=True))
print(pd.crosstab(df['month'], df['store']))
print(df.groupby(['month', 'store'])['sales'].sum().unstack())
wide = pt.reset_index()
print(wide)
long = wide.melt(id_vars='month', var_name='store', value_name='sales')
print(long)
print(pt.sum(axis=1))
print(pt.idxmax(axis=1))
