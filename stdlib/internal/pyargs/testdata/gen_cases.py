"""Generate cases.json: CPython 3.11's TypeErrors for calls to Python functions.

Run with CPython 3.11 from this directory:  python3 gen_cases.py
Each case: the parameters (pyargs notation: '*' keyword-only, '/'
positional-only, '!' after '*' a required keyword-only), how many lead without default, whether it is a method,
the call (positional count and keyword names) and CPython's message ("" when
the call binds).
"""
import itertools
import json

SIGS = [
    (["a", "*k!", "*j!", "*m"], 1), (["a", "b", "*k!"], 0), (["a"], 1), (["a", "b"], 2), (["a", "b", "c"], 1), (["pattern", "repl", "string", "count", "flags"], 3),
    ([], 0), (["data", "*n", "*method"], 1), (["x/", "y"], 1), (["a", "b", "c"], 3), (["a"], 0),
]


def source(names, required):
    params, seen_star, seen_slash = [], False, False
    for i, n in enumerate(names):
        bare = n.strip('*/!')
        if n.startswith('*') and not seen_star:
            params.append('*')
            seen_star = True
        params.append(bare if i < required or n.endswith('!') else bare + '=None')
        if n.endswith('/'):
            params.append('/')
    return ', '.join(params)


cases = []
for (names, required), method in itertools.product(SIGS, [False, True]):
    bares = [n.strip('*/!') for n in names]
    ns = {}
    if method:
        exec('class C:\n    def f(self%s): pass\n' % (', ' + source(names, required) if names else ''), ns)
        fn, qual = ns['C']().f, 'C.f'
    else:
        exec('def f(%s): pass\n' % source(names, required), ns)
        fn, qual = ns['f'], 'f'
    for npos in range(0, len(names) + 2):
        for kws in [[], bares[:1], bares[-1:], bares[1:3], ['zz'], bares[:1] + ['zz']]:
            try:
                fn(*range(npos), **{k: 0 for k in kws})
                msg = ''
            except TypeError as e:
                msg = str(e)
            c = {"names": names, "required": required, "method": method, "qual": qual, "npos": npos, "kwargs": kws, "error": msg}
            if c not in cases:
                cases.append(c)
with open('cases.json', 'w') as fh:
    json.dump(cases, fh, indent=0)
