"""Generates the pandas_memory conformance programs: one program per
pandas operation whose result (or scratch) is sized by the data.

Each program builds its input from N and prints the operation's result.
With the small N written in the program, its output is checked against
pandas 1.5.3 like every conformance program. The header line

    # memory-bomb: N=<big> budget=<MiB>

gives the N and the memory budget under which stdlib/pandas's
TestMemoryBombs runs the same program: the input still fits in the
budget (or is built lazily from a range or a scalar), the operation's
result or its scratch does not, and the run must end in a
MemoryLimitError, charged before the allocation, not in a Go
out-of-memory or with the memory spent.

Usage, from the module root:

    python3 conformance/pandasgen/memgen.py
    go run ./conformance/cmd/update -programs -filter pandas_memory/
"""
import os

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'testdata', 'programs', 'pandas_memory')

# (class, name, small N, big N, budget MiB, body). The body uses pd and N;
# the line "# the operation:" separates the input (which must fit in the
# budget: TestMemoryBombs runs it alone first) from the operation (which
# must not). Without it the whole body is the operation.
CASES = [
    # constructors
    ('constructor', 'ctor_ranges', 6, '10**8', 32,
     "df = pd.DataFrame({'a': range(N), 'b': range(N)})\nprint(df)"),
    ('constructor', 'ctor_scalar_index', 5, '10**8', 32,
     "df = pd.DataFrame({'a': 1, 'b': 'x'}, index=range(N))\nprint(df)"),
    ('constructor', 'series_scalar_index', 5, '10**8', 32,
     "s = pd.Series(2.5, index=range(N))\nprint(s)"),
    ('constructor', 'frame_from_series_dict', 4, '10**6', 64,
     "a = pd.Series(range(N))\nb = pd.Series(range(N), index=range(N, 2 * N))\n# the operation:\ndf = pd.DataFrame({'a': a, 'b': b, 'c': a, 'd': b})\nprint(df)"),
    ('constructor', 'ctor_ragged_records', 3, '4000', 32,
     "rows = [{i: i} for i in range(N)]\n# the operation:\ndf = pd.DataFrame(rows)\nprint(df)"),
    ('constructor', 'ctor_ragged_lists', 3, '4000', 32,
     "rows = [[0] * (i % 3) for i in range(N - 1)] + [[0] * N]\n# the operation:\ndf = pd.DataFrame(rows)\nprint(df)"),
    # concat
    ('concat', 'concat_rows', 3, '10**6', 48,
     "s = pd.Series(range(N))\n# the operation:\nr = pd.concat([s] * 50)\nprint(r)"),
    ('concat', 'concat_columns', 3, '10**5', 32,
     "df = pd.DataFrame({'a': range(N)})\n# the operation:\nr = pd.concat([df] * 600, axis=1)\nprint(r.shape)\nprint(r.iloc[:, :3])"),
    ('concat', 'concat_keys', 3, '10**6', 48,
     "s = pd.Series(range(N))\n# the operation:\nr = pd.concat([s] * 20, keys=range(20))\nprint(r)"),
    # merge
    ('merge', 'merge_many_to_many', 4, '4000', 32,
     "d = pd.DataFrame({'k': 0, 'v': range(N)})\n# the operation:\nr = d.merge(d, on='k')\nprint(r)"),
    ('merge', 'merge_cross', 3, '4000', 32,
     "d = pd.DataFrame({'v': range(N)})\n# the operation:\nr = d.merge(d, how='cross')\nprint(r)"),
    ('merge', 'join_index', 4, '4000', 32,
     "a = pd.DataFrame({'x': range(N)}, index=[0] * N)\nb = pd.DataFrame({'y': range(N)}, index=[0] * N)\n# the operation:\nr = a.join(b)\nprint(r)"),
    # groupby
    ('groupby', 'groupby_describe', 4, '10**6', 48,
     "df = pd.DataFrame({'k': range(N), 'v': range(N)})\n# the operation:\nr = df.groupby('k')['v'].describe()\nprint(r)"),
    ('groupby', 'groupby_agg_many', 4, '10**6', 48,
     "df = pd.DataFrame({'k': range(N), 'v': range(N)})\n# the operation:\nr = df.groupby('k').agg(['sum', 'mean', 'min', 'max', 'count', 'first', 'last'])\nprint(r)"),
    ('groupby', 'groupby_cumcount', 5, '10**6', 48,
     "df = pd.DataFrame({'k': 0, 'v': range(N)})\ng = df.groupby('k')\n# the operation:\nr = pd.concat([g.cumcount(), g['v'].cumsum(), g['v'].shift(1), g['v'].rank()], axis=1)\nprint(r)"),
    # pivot / reshape
    ('pivot', 'pivot_table_square', 3, '10**4', 32,
     "df = pd.DataFrame({'a': range(N), 'b': range(N), 'v': range(N)})\n# the operation:\nr = df.pivot_table(index='a', columns='b', values='v')\nprint(r)"),
    ('pivot', 'pivot_square', 3, '10**4', 32,
     "df = pd.DataFrame({'a': range(N), 'b': range(N), 'v': range(N)})\n# the operation:\nr = df.pivot(index='a', columns='b', values='v')\nprint(r)"),
    ('pivot', 'crosstab_square', 3, '10**4', 32,
     "a = pd.Series(range(N))\n# the operation:\nr = pd.crosstab(a, a)\nprint(r)"),
    ('pivot', 'unstack_square', 3, '10**4', 32,
     "df = pd.DataFrame({'a': range(N), 'b': range(N), 'v': range(N)})\n# the operation:\nr = df.set_index(['a', 'b'])['v'].unstack()\nprint(r)"),
    ('pivot', 'melt_wide', 3, '10**5', 32,
     "df = pd.DataFrame({'c%d' % k: range(N) for k in range(20)})\n# the operation:\nr = df.melt()\nprint(r)"),
    ('pivot', 'get_dummies_unique', 4, '10**4', 32,
     "s = pd.Series(range(N)).astype(str)\n# the operation:\nr = pd.get_dummies(s)\nprint(r)"),
    # string methods
    ('str', 'str_repeat', 3, '10**6', 48,
     "s = pd.Series('ab', index=range(N))\n# the operation:\nr = s.str.repeat(50)\nprint(r)"),
    ('str', 'str_pad', 3, '10**6', 48,
     "s = pd.Series('ab', index=range(N))\n# the operation:\nr = s.str.pad(100)\nprint(r)"),
    ('str', 'str_cat', 4, '10**6', 32,
     "s = pd.Series('abcdefgh' * 8, index=range(N))\n# the operation:\nr = s.str.cat(sep=', ')\nprint(len(r), r[:40])"),
    ('str', 'str_split_expand', 3, '10**6', 48,
     "s = pd.Series('a b c d e f g h', index=range(N))\n# the operation:\nr = s.str.split(' ', expand=True)\nprint(r)"),
    ('str', 'str_get_dummies', 4, '10**4', 32,
     "s = pd.Series(range(N)).astype(str)\n# the operation:\nr = s.str.get_dummies('|')\nprint(r)"),
    ('str', 'str_replace_grow', 3, '10**6', 48,
     "s = pd.Series('aaaa', index=range(N))\n# the operation:\nr = s.str.replace('a', 'bbbbbbbbbbbbbbbb')\nprint(r)"),
    ('str', 'str_center', 3, '10**6', 48,
     "s = pd.Series('ab', index=range(N))\n# the operation:\nr = s.str.center(60, '*')\nprint(r)"),
    # repr / to_string / to_csv with data-sized output
    ('repr', 'to_string_rows', 5, '2 * 10**6', 32,
     "df = pd.DataFrame({'a': range(N), 'b': 0.5})\n# the operation:\nr = df.to_string()\nprint(len(r))\nprint(r)"),
    ('repr', 'series_to_string_wide', 3, '10**5', 32,
     "s = pd.Series('x' * 500, index=range(N))\n# the operation:\nr = s.to_string()\nprint(len(r))"),
    ('repr', 'repr_max_rows_none', 5, '2 * 10**6', 32,
     "pd.set_option('display.max_rows', None)\ns = pd.Series(range(N))\n# the operation:\nr = repr(s)\nprint(len(r))\nprint(r)"),
    ('repr', 'to_csv_rows', 5, '10**6', 32,
     "df = pd.DataFrame({'a': range(N), 'b': 0.5})\n# the operation:\nr = df.to_csv()\nprint(len(r))\nprint(r)"),
    ('repr', 'to_csv_wide_cells', 3, '10**5', 32,
     "df = pd.DataFrame({'a': 'y' * 500}, index=range(N))\n# the operation:\nr = df.to_csv()\nprint(len(r))"),
    ('repr', 'repr_wide_cells', 3, '10**5', 32,
     "pd.set_option('display.max_colwidth', None)\npd.set_option('display.max_rows', None)\ndf = pd.DataFrame({'a': 'y' * 300}, index=range(N))\n# the operation:\nr = repr(df)\nprint(len(r))"),
]


def main():
    os.makedirs(OUT, exist_ok=True)
    for cls, name, small, big, budget, body in CASES:
        src = ('# krait-run: --allow-import pandas\n'
               '# memory-bomb: N=%s budget=%d\n'
               '# generated by conformance/pandasgen/memgen.py (class: %s); edit the generator, not this file\n'
               'import pandas as pd\n'
               'N = %d\n%s\n') % (big, budget, cls, small, body)
        with open(os.path.join(OUT, name + '.py'), 'w') as f:
            f.write(src)


if __name__ == '__main__':
    main()
