"""Generates the pandas_gen_* conformance programs.

Each program takes one of ten small datasets of the kinds agents handle
(sales, employees, grades, weather, stocks, inventory, web traffic, a
survey, orders, sensors) and runs four of thirty typical analysis tasks
on it (overview, describe, groupby sums and aggregations, unstack,
pivot_table with margins, filters, top-n, value_counts, derived columns,
ranks within groups, shares, crosstab, missing-value filling, binning,
apply, string ops, merges with a lookup, melt, query, sorting, records,
iterrows, correlation, transform, de-duplication, concat, cumulative
stats, date grouping, resampling), the tasks spread so that each dataset
meets every task twice.

Usage, from the module root:

    python3 conformance/pandasgen/gen.py
    go run ./conformance/cmd/update -programs -filter pandas_gen_

The choice of tasks is seeded: rerunning writes the same programs.
"""
import os, random
random.seed(7)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'testdata', 'programs')

datasets = {
 'sales': dict(setup='''csv_text = """order_id,date,region,product,units,unit_price
1001,2024-01-03,North,Laptop,2,999.99
1002,2024-01-05,South,Mouse,10,19.5
1003,2024-01-09,East,Monitor,3,249.0
1004,2024-01-12,North,Mouse,7,19.5
1005,2024-01-15,West,Keyboard,5,49.99
1006,2024-01-20,South,Laptop,1,1099.0
1007,2024-02-02,East,Keyboard,4,49.99
1008,2024-02-07,West,Monitor,2,259.0
1009,2024-02-11,North,Monitor,1,249.0
1010,2024-02-18,South,Keyboard,6,45.0
1011,2024-02-25,East,Laptop,2,979.5
1012,2024-03-01,West,Mouse,12,18.75
"""
df = pd.read_csv(io.StringIO(csv_text), parse_dates=['date'])
df['revenue'] = df['units'] * df['unit_price']''', cat='region', cat2='product', num='revenue', num2='units', date='date', id='order_id'),
 'employees': dict(setup='''df = pd.DataFrame({
    'emp_id': [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    'name': ['Ana', 'Ben', 'Cho', 'Dev', 'Eli', 'Fay', 'Gil', 'Hal', 'Ivy', 'Jon'],
    'dept': ['Eng', 'Eng', 'Sales', 'HR', 'Sales', 'Eng', 'HR', 'Ops', 'Ops', 'Sales'],
    'level': ['Senior', 'Junior', 'Senior', 'Mid', 'Junior', 'Mid', 'Senior', 'Mid', 'Junior', 'Mid'],
    'salary': [135000, 88000, 97000, 71000, 58000, 112000, 93000, 76000, 52000, 81000],
    'tenure': [8, 1, 6, 4, 2, 5, 9, 3, 1, 4],
})''', cat='dept', cat2='level', num='salary', num2='tenure', date=None, id='emp_id'),
 'grades': dict(setup='''df = pd.DataFrame({
    'student': ['s01', 's02', 's03', 's04', 's05', 's06', 's07', 's08', 's09'],
    'class': ['A', 'B', 'A', 'C', 'B', 'C', 'A', 'B', 'C'],
    'gender': ['F', 'M', 'M', 'F', 'F', 'M', 'F', 'M', 'F'],
    'math': [88.5, 72.0, 95.25, 64.0, 81.5, 58.0, 91.0, 77.5, 69.0],
    'reading': [92.0, 65.5, 88.0, 71.25, 79.0, 62.0, 95.5, 70.0, 74.5],
})''', cat='class', cat2='gender', num='math', num2='reading', date=None, id='student'),
 'weather': dict(setup='''df = pd.DataFrame({
    'day': pd.date_range('2024-06-01', periods=14, freq='D'),
    'city': ['Oslo', 'Rome'] * 7,
    'condition': ['sun', 'rain', 'cloud', 'sun', 'sun', 'cloud', 'rain', 'sun', 'cloud', 'sun', 'rain', 'sun', 'cloud', 'rain'],
    'temp_c': [18.2, 27.5, 16.9, 29.1, 19.4, 30.2, 15.0, 31.4, 17.7, 28.8, 14.2, 32.0, 18.9, 26.4],
    'rain_mm': [0.0, 5.2, 1.1, 0.0, 0.0, 0.4, 7.9, 0.0, 0.6, 0.0, 12.3, 0.0, 0.2, 3.3],
})''', cat='city', cat2='condition', num='temp_c', num2='rain_mm', date='day', id=None),
 'stocks': dict(setup='''csv_text = """date,ticker,sector,close,volume
2024-03-01,AAPL,Tech,179.66,73488000
2024-03-01,XOM,Energy,104.81,18620000
2024-03-01,JPM,Finance,186.33,9254000
2024-03-04,AAPL,Tech,175.10,81510000
2024-03-04,XOM,Energy,106.32,20137000
2024-03-04,JPM,Finance,187.55,8123000
2024-03-05,AAPL,Tech,170.12,95132000
2024-03-05,XOM,Energy,107.05,16744000
2024-03-05,JPM,Finance,185.91,7765000
2024-03-06,AAPL,Tech,169.12,68587000
2024-03-06,XOM,Energy,105.88,15206000
2024-03-06,JPM,Finance,188.20,8312000
"""
df = pd.read_csv(io.StringIO(csv_text), parse_dates=['date'])''', cat='ticker', cat2='sector', num='close', num2='volume', date='date', id=None),
 'inventory': dict(setup='''items = [
    {'sku': 'A-100', 'category': 'tools', 'warehouse': 'W1', 'qty': 120, 'cost': 4.25},
    {'sku': 'A-101', 'category': 'tools', 'warehouse': 'W2', 'qty': 0, 'cost': 6.5},
    {'sku': 'B-200', 'category': 'paint', 'warehouse': 'W1', 'qty': 45, 'cost': 12.0},
    {'sku': 'B-201', 'category': 'paint', 'warehouse': 'W3', 'qty': 8, 'cost': 15.75},
    {'sku': 'C-300', 'category': 'garden', 'warehouse': 'W2', 'qty': 60, 'cost': 3.1},
    {'sku': 'C-301', 'category': 'garden', 'warehouse': 'W2', 'qty': 33, 'cost': 22.4},
    {'sku': 'D-400', 'category': 'tools', 'warehouse': 'W3', 'qty': 17, 'cost': 48.0},
    {'sku': 'D-401', 'category': 'paint', 'warehouse': 'W1', 'qty': 95, 'cost': 9.99},
]
df = pd.DataFrame(items)
df['stock_value'] = df['qty'] * df['cost']''', cat='category', cat2='warehouse', num='stock_value', num2='qty', date=None, id='sku'),
 'traffic': dict(setup='''csv_text = """timestamp,page,device,visits,bounce_rate
2024-05-01 08:00,home,mobile,340,0.42
2024-05-01 08:00,pricing,desktop,120,0.31
2024-05-01 12:00,home,desktop,410,0.38
2024-05-01 12:00,blog,mobile,95,0.55
2024-05-02 08:00,pricing,mobile,150,0.47
2024-05-02 08:00,home,mobile,365,0.40
2024-05-02 12:00,blog,desktop,88,0.61
2024-05-02 12:00,pricing,desktop,132,0.29
2024-05-03 08:00,home,desktop,398,0.36
2024-05-03 12:00,blog,mobile,102,0.58
"""
df = pd.read_csv(io.StringIO(csv_text), parse_dates=['timestamp'])''', cat='page', cat2='device', num='visits', num2='bounce_rate', date='timestamp', id=None),
 'survey': dict(setup='''df = pd.DataFrame({
    'respondent': range(1, 11),
    'country': ['US', 'UK', 'US', 'DE', 'UK', 'DE', 'US', 'FR', 'FR', 'UK'],
    'plan': ['free', 'pro', 'pro', 'free', 'team', 'pro', 'team', 'free', 'pro', 'free'],
    'satisfaction': [7, 9, 8, 5, 10, 6, 9, 4, 8, 6],
    'monthly_spend': [0.0, 29.0, 29.0, 0.0, 99.0, 29.0, 99.0, 0.0, 25.5, 0.0],
})''', cat='country', cat2='plan', num='monthly_spend', num2='satisfaction', date=None, id='respondent'),
 'orders': dict(setup='''orders = pd.DataFrame({
    'order_id': [501, 502, 503, 504, 505, 506, 507, 508],
    'customer': ['acme', 'globex', 'acme', 'initech', 'umbrella', 'globex', 'acme', 'initech'],
    'status': ['shipped', 'pending', 'shipped', 'cancelled', 'shipped', 'shipped', 'pending', 'shipped'],
    'amount': [250.0, 75.5, 120.25, 310.0, 99.99, 42.0, 180.0, 66.6],
    'items': [3, 1, 2, 5, 1, 1, 4, 2],
    'placed': pd.to_datetime(['2024-04-02', '2024-04-02', '2024-04-05', '2024-04-07', '2024-04-09', '2024-04-12', '2024-04-15', '2024-04-15']),
})
df = orders''', cat='customer', cat2='status', num='amount', num2='items', date='placed', id='order_id'),
 'sensors': dict(setup='''import numpy as np
readings = {
    'sensor': ['s1', 's2', 's3', 's1', 's2', 's3', 's1', 's2', 's3', 's1', 's2', 's3'],
    'zone': ['north', 'south', 'north', 'north', 'south', 'north', 'north', 'south', 'north', 'north', 'south', 'north'],
    'time': pd.date_range('2024-02-01 00:00', periods=12, freq='6H'),
    'temperature': [21.5, 19.0, np.nan, 22.1, 19.4, 23.0, 21.9, np.nan, 23.4, 22.6, 20.1, 23.8],
    'humidity': [40, 55, 42, 41, 57, 44, 39, 58, 45, 38, 60, 46],
}
df = pd.DataFrame(readings)''', cat='sensor', cat2='zone', num='temperature', num2='humidity', date='time', id=None),
}

tasks = [
 ('overview', '''print(df.head())
print(df.shape)
print(df.dtypes)'''),
 ('describe', '''print(df.describe())'''),
 ('group_sum_sorted', '''totals = df.groupby('{cat}')['{num}'].sum().sort_values(ascending=False)
print(totals)
print(f"Largest: {{totals.index[0]}} = {{totals.iloc[0]:.2f}}")'''),
 ('group_agg_multi', '''stats = df.groupby('{cat}')['{num}'].agg(['mean', 'max', 'count'])
print(stats.round(2))'''),
 ('two_key_unstack', '''table = df.groupby(['{cat}', '{cat2}'])['{num}'].sum().unstack(fill_value=0)
print(table)'''),
 ('pivot_margins', '''pt = pd.pivot_table(df, index='{cat}', columns='{cat2}', values='{num}', aggfunc='sum', fill_value=0, margins=True)
print(pt)'''),
 ('filter_median', '''med = df['{num}'].median()
subset = df[df['{num}'] > med]
print(f"median = {{med}}")
print(subset[['{cat}', '{num}']])'''),
 ('top3', '''print(df.nlargest(3, '{num}')[['{cat}', '{cat2}', '{num}']])
print(df.nsmallest(2, '{num2}'))'''),
 ('value_counts', '''print(df['{cat}'].value_counts())
print(df['{cat2}'].value_counts(normalize=True).round(3))'''),
 ('ratio_column', '''df['ratio'] = (df['{num}'] / df['{num2}']).round(3)
print(df[['{cat}', '{num}', '{num2}', 'ratio']].head(6))'''),
 ('rank_within', '''df['rank_in_group'] = df.groupby('{cat}')['{num}'].rank(ascending=False)
print(df[['{cat}', '{num}', 'rank_in_group']].sort_values(['{cat}', 'rank_in_group']))'''),
 ('share_pct', '''share = (df.groupby('{cat}')['{num}'].sum() / df['{num}'].sum() * 100).round(1)
print(share)
print(share.to_dict())'''),
 ('crosstab', '''print(pd.crosstab(df['{cat}'], df['{cat2}']))'''),
 ('missing_fill', '''df2 = df.copy()
df2.loc[df2.index[1], '{num}'] = np.nan
df2.loc[df2.index[3], '{num}'] = np.nan
print(df2['{num}'].isna().sum())
df2['{num}'] = df2['{num}'].fillna(df2['{num}'].mean())
print(df2['{num}'].round(2).tolist())'''),
 ('cut_bins', '''df['bucket'] = pd.cut(df['{num}'], bins=3, labels=['low', 'mid', 'high'])
print(df[['{num}', 'bucket']])
print(df['bucket'].value_counts())'''),
 ('apply_label', '''threshold = df['{num}'].mean()
df['flag'] = df['{num}'].apply(lambda v: 'above' if v > threshold else 'below')
print(df.groupby('flag')['{num}'].agg(['count', 'mean']).round(2))'''),
 ('string_ops', '''print(df['{cat}'].str.upper().unique())
print(df['{cat}'].str.len().max())
print(df[df['{cat2}'].str.contains('a', case=False)][['{cat}', '{cat2}']])'''),
 ('merge_lookup', '''lookup = pd.DataFrame({{'{cat}': sorted(df['{cat}'].unique()), 'code': range(len(df['{cat}'].unique()))}})
merged = df.merge(lookup, on='{cat}', how='left')
print(merged[['{cat}', 'code', '{num}']].head())
print(merged.groupby('code')['{num}'].mean().round(2))'''),
 ('melt', '''long = df.melt(id_vars=['{cat}'], value_vars=['{num}', '{num2}'], var_name='metric', value_name='value')
print(long.head(8))
print(long.groupby('metric')['value'].sum().round(2))'''),
 ('query', '''res = df.query("{num} > {num}.mean()") if False else df[df['{num}'] > df['{num}'].mean()]
print(len(res))
print(df.query("{num2} >= {num2_med}")[['{cat}', '{num2}']])'''),
 ('sort_two', '''print(df.sort_values(['{cat}', '{num}'], ascending=[True, False])[['{cat}', '{num}']])'''),
 ('records', '''for rec in df.head(2).to_dict('records'):
    print(rec)'''),
 ('iterrows', '''for idx, row in df.head(4).iterrows():
    print(f"{{idx}}: {{row['{cat}']}} -> {{row['{num}']}}")'''),
 ('corr', '''print(round(df['{num}'].corr(df['{num2}']), 4))
print(df[['{num}', '{num2}']].corr().round(3))'''),
 ('describe_object', '''print(df['{cat}'].describe())
print(df.describe(include='object'))'''),
 ('transform_dev', '''df['dev'] = df['{num}'] - df.groupby('{cat}')['{num}'].transform('mean')
print(df[['{cat}', '{num}', 'dev']].round(2))'''),
 ('dedupe', '''first = df.drop_duplicates(subset='{cat}', keep='first')
print(first[['{cat}', '{num}']])
print(df.duplicated(subset=['{cat}']).sum())'''),
 ('concat_ends', '''both = pd.concat([df.head(2), df.tail(2)])
print(both)
print(pd.concat([df.head(2), df.tail(2)], ignore_index=True).index.tolist())'''),
 ('cumulative', '''s = df.sort_values('{num}')['{num}']
print(s.cumsum().round(2).tolist())
print(s.pct_change().round(4).tolist())'''),
 ('dates', '''print(df['{date}'].min(), df['{date}'].max())
daily = df.groupby(df['{date}'].dt.date)['{num}'].sum()
print(daily)
print(df['{date}'].dt.day_name().value_counts())'''),
 ('resample', '''ts = df.set_index('{date}')['{num}'].resample('{freq}').mean()
print(ts.round(2))'''),
]

freq = {'sales': 'W', 'weather': 'W', 'stocks': 'D', 'traffic': 'D', 'orders': 'W', 'sensors': 'D'}

def fill(tmpl, d, name):
    num2_med = 'None'
    return tmpl.format(cat=d['cat'], cat2=d['cat2'], num=d['num'], num2=d['num2'], date=d['date'], freq=freq.get(name, 'D'), num2_med='{num2_med}')

count = 0
for name, d in datasets.items():
    usable = [t for t in tasks if (d['date'] or t[0] not in ('dates', 'resample'))]
    random.shuffle(usable)
    # Each dataset: groups of 4 tasks, covering all tasks, two rounds.
    rounds = []
    for r in range(2):
        lst = usable[:]
        random.shuffle(lst)
        for k in range(0, len(lst), 4):
            rounds.append(lst[k:k+4])
    for k, group in enumerate(rounds):
        body = []
        for tname, tmpl in group:
            code = fill(tmpl, d, name)
            if '{num2_med}' in code:
                code = code.replace('{num2_med}', "@threshold") 
                code = "threshold = df['%s'].median()\n" % d['num2'] + code
            body.append('# ' + tname.replace('_', ' ') + '\n' + code)
        src = '# krait-run: --allow-import pandas,numpy,io\nimport pandas as pd\nimport numpy as np\nimport io\n' + d['setup'] + '\n\n' + '\n\n'.join(body) + '\n'
        area = 'pandas_gen_' + name
        os.makedirs(os.path.join(OUT, area), exist_ok=True)
        fn = os.path.join(OUT, area, '%s_%02d.py' % (name, k))
        open(fn, 'w').write(src)
        count += 1

# The second family: thirty more tasks (selection and assignment, named
# and dict aggregations, iteration over groups, reshaping, windows,
# output formats), each dataset meeting each task twice, in programs
# numbered from 16 on. Its own seed, so the first family is unchanged.
tasks2 = [
 ('loc_tier', '''df['tier'] = 'rest'
df.loc[df['{num}'] > df['{num}'].quantile(0.75), 'tier'] = 'top'
print(df['tier'].value_counts())
print(df.loc[df['tier'] == 'top', ['{cat}', '{num}']])'''),
 ('named_agg', '''summary = df.groupby('{cat}').agg(total=('{num}', 'sum'), average=('{num2}', 'mean'), n=('{num}', 'size'))
print(summary.round(2))'''),
 ('dict_agg', '''out = df.groupby('{cat}').agg({{'{num}': ['sum', 'mean'], '{num2}': 'max'}})
print(out.round(2))
print(out.columns.tolist())'''),
 ('as_index_false', '''flat = df.groupby(['{cat}', '{cat2}'], as_index=False)['{num}'].mean()
print(flat.round(2))
print(flat.shape)'''),
 ('group_iter', '''for name, grp in df.groupby('{cat}'):
    print(name, len(grp), round(grp['{num}'].sum(), 2))'''),
 ('size_nunique', '''print(df.groupby('{cat}').size())
print(df.groupby('{cat}')['{cat2}'].nunique())
print(df['{cat2}'].nunique(), df.nunique().to_dict())'''),
 ('idxmax', '''best = df.loc[df['{num}'].idxmax()]
print(best)
print(df.groupby('{cat}')['{num}'].idxmax())'''),
 ('isin_between', '''keep = sorted(df['{cat}'].unique())[:2]
print(df[df['{cat}'].isin(keep)][['{cat}', '{num}']])
lo, hi = df['{num2}'].quantile(0.25), df['{num2}'].quantile(0.75)
print(df[df['{num2}'].between(lo, hi)][['{cat2}', '{num2}']])'''),
 ('where_clip', '''q1, q3 = df['{num}'].quantile([0.25, 0.75])
print(df['{num}'].clip(lower=q1, upper=q3).round(2).tolist())
print(df['{num}'].where(df['{num}'] > df['{num}'].mean(), 0).round(2).tolist())'''),
 ('map_codes', '''codes = {{v: i for i, v in enumerate(sorted(df['{cat}'].unique()))}}
df['code'] = df['{cat}'].map(codes)
print(codes)
print(df[['{cat}', 'code']].head(6))'''),
 ('rename_drop', '''slim = df.rename(columns={{'{num}': 'value', '{cat}': 'group'}}).drop(columns=['{cat2}'])
print(slim.columns.tolist())
print(slim.head(3))'''),
 ('set_reset_index', '''indexed = df.set_index('{cat}')
first = indexed.index[0]
print(indexed.loc[first, '{num}'])
print(indexed.reset_index().head(3))'''),
 ('apply_rows', '''df['summary'] = df.apply(lambda r: f"{{r['{cat}']}}/{{r['{cat2}']}}: {{r['{num2}']}}", axis=1)
print(df['summary'].head(5).tolist())'''),
 ('rolling_diff', '''s = df['{num}']
print(s.rolling(3).mean().round(2).tolist())
print(s.diff().round(2).tolist())
print(s.shift(1).head(4).tolist())'''),
 ('to_csv', '''print(df.head(4).to_csv(index=False))'''),
 ('to_string', '''print(df.head(5).to_string(index=False))'''),
 ('info', '''df.info()'''),
 ('select_dtypes', '''print(df.select_dtypes(include='number').sum().round(2))
print(df.select_dtypes(include='object').columns.tolist())'''),
 ('sample', '''print(df.sample(3, random_state=42)[['{cat}', '{num}']])
print(len(df.sample(frac=0.5, random_state=1)))'''),
 ('pivot_mean', '''pt = df.pivot_table(index='{cat}', values=['{num}', '{num2}'], aggfunc='mean')
print(pt.round(2))'''),
 ('merge_summary', '''summary = df.groupby('{cat}', as_index=False)['{num}'].sum()
joined = df.merge(summary, on='{cat}', suffixes=('', '_total'))
joined['share'] = (joined['{num}'] / joined['{num}_total']).round(3)
print(joined[['{cat}', '{num}', '{num}_total', 'share']].head(6))'''),
 ('concat_axis1', '''side = pd.concat([df.groupby('{cat}')['{num}'].sum(), df.groupby('{cat}')['{num2}'].mean()], axis=1)
side.columns = ['total', 'avg']
print(side.round(2))'''),
 ('group_cumsum', '''df['running'] = df.groupby('{cat}')['{num}'].cumsum()
print(df[['{cat}', '{num}', 'running']].round(2))'''),
 ('mask_combo', '''first = df['{cat}'].iloc[0]
mask = (df['{num}'] > df['{num}'].mean()) & (df['{cat}'] != first)
print(df[mask][['{cat}', '{num}']])
print(df[~mask | (df['{num2}'] < df['{num2}'].median())].shape)'''),
 ('np_where', '''df['level'] = np.where(df['{num}'] >= df['{num}'].median(), 'high', 'low')
print(df.groupby('level')['{num2}'].mean().round(2))'''),
 ('pct_of_group', '''df['pct'] = (df['{num}'] / df.groupby('{cat}')['{num}'].transform('sum') * 100).round(1)
print(df[['{cat}', '{num}', 'pct']])'''),
 ('quantiles', '''print(df['{num}'].quantile([0.25, 0.5, 0.75]))
print(df.groupby('{cat}')['{num}'].median())'''),
 ('spread', '''print(df.groupby('{cat}')['{num}'].std().round(3))
print(df[['{num}', '{num2}']].agg(['min', 'max', 'mean', 'std']).round(2))'''),
 ('positional', '''print(df.iloc[2:5, [0, 2]])
print(df.iloc[-1])
print(df.at[df.index[0], '{num}'], df.iat[1, 0])'''),
 ('report', '''totals = df.groupby('{cat}')['{num}'].sum().sort_values()
for key, total in totals.items():
    print(f"{{key:<12}}{{total:>12.2f}}")
print(f"{{'TOTAL':<12}}{{totals.sum():>12.2f}}")'''),
 ('dropna', '''df2 = df.copy()
df2.loc[df2.index[::3], '{num}'] = None
print(df2.isna().sum())
print(df2.dropna().shape, df2.dropna(subset=['{num}'])['{num}'].mean().round(3))
print(df2.fillna({{'{num}': 0}})['{num}'].tolist())'''),
 ('describe_pct', '''print(df['{num}'].describe(percentiles=[0.1, 0.9]))'''),
 ('date_parts', '''df['month'] = df['{date}'].dt.month
df['weekday'] = df['{date}'].dt.day_name()
print(df[['{date}', 'month', 'weekday']].head())
print(df['{date}'].dt.strftime('%Y-%m-%d %H:%M').tolist()[:3])'''),
 ('date_filter', '''cutoff = df['{date}'].min() + pd.Timedelta(days=3)
recent = df[df['{date}'] >= cutoff]
print(cutoff)
print(recent[['{date}', '{num}']])
print((df['{date}'].max() - df['{date}'].min()).days)'''),
]

rng = random.Random(21)
for name, d in datasets.items():
    usable = [t for t in tasks2 if (d['date'] or t[0] not in ('date_parts', 'date_filter'))]
    rounds = []
    for r in range(2):
        lst = usable[:]
        rng.shuffle(lst)
        for k in range(0, len(lst), 4):
            rounds.append(lst[k:k+4])
    for k, group in enumerate(rounds):
        body = []
        for tname, tmpl in group:
            body.append('# ' + tname.replace('_', ' ') + '\n' + fill(tmpl, d, name))
        src = '# krait-run: --allow-import pandas,numpy,io\nimport pandas as pd\nimport numpy as np\nimport io\n' + d['setup'] + '\n\n' + '\n\n'.join(body) + '\n'
        area = 'pandas_gen_' + name
        fn = os.path.join(OUT, area, '%s_%02d.py' % (name, 16 + k))
        open(fn, 'w').write(src)
        count += 1
print(count, 'programs')
