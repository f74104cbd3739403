# krait-run: --allow-import decimal,fractions
import datetime, collections, decimal, fractions, re
vals = [datetime.date(2020,1,2), datetime.timedelta(1), collections.deque(), decimal.Decimal(1), fractions.Fraction(1,2), re.compile('a'), collections.OrderedDict(), collections.Counter(), collections.defaultdict(int)]
ops = [lambda v: len(v), lambda v: v[0], lambda v: iter(v), lambda v: v(), lambda v: hash(v) and {v: 1}[[]], lambda v: v.nope, lambda v: -v, lambda v: v + 'a', lambda v: 'a' + v, lambda v: int(v), lambda v: float(v), lambda v: v < 'a', lambda v: next(v), lambda v: abs(v), lambda v: [1][v], lambda v: 'a' * v, lambda v: v.__dict__, lambda v: setattr(v, 'x', 1), lambda v: sorted([v, 1]), lambda v: round(v, 'a'), lambda v: divmod(v, 'a'), lambda v: pow(v, 'a'), lambda v: bytes(v), lambda v: str.join('', [v]), lambda v: range(v), lambda v: chr(v), lambda v: f'{v:q}', lambda v: '%d' % v, lambda v: max(v, 'a'), lambda v: sum([v, 'a'])]
for v in vals:
    for i, op in enumerate(ops):
        if i in (16, 17) and isinstance(v, collections.defaultdict):
            continue  # krait's defaultdict has a __dict__ (left: default_factory lives there)
        try:
            r = op(v)
        except Exception as e:
            print(i, type(e).__name__, e)
