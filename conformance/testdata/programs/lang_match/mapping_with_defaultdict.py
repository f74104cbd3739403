from collections import defaultdict, OrderedDict
d = defaultdict(int, {'k': 1})
match d:
    case {'k': v, 'missing': m}:
        print('no', m)
    case {'k': v}:
        print('k', v, dict(d))
match OrderedDict(a=1):
    case {'a': 1, **rest}:
        print('rest', rest)
