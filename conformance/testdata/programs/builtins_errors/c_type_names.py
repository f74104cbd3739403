# krait-run: --allow-import collections,re,functools,itertools,operator,datetime,decimal,io
# Error messages name a type CPython writes in C by its dotted tp_name
# ('collections.deque'), and a type it writes in Python by its name.
import collections, re, functools, itertools, operator, datetime, decimal, io

samples = [
    collections.OrderedDict(), collections.defaultdict(int), collections.deque(),
    re.compile("a"), re.match("a", "a"), functools.partial(print),
    itertools.count(), operator.itemgetter(0), datetime.date(2024, 1, 2),
    decimal.Decimal(1), io.StringIO(), collections.Counter(), collections.ChainMap(),
]
for x in samples:
    for f in (lambda: x + object(), lambda: x @ 1, lambda: len(x) if not hasattr(x, "__len__") else x(),
              lambda: x[object()] if not hasattr(x, "__getitem__") else x.no_such_attr):
        try:
            f()
        except Exception as e:
            print(type(e).__name__ + ":", e)

for t in (int, collections.OrderedDict, collections.defaultdict, collections.deque, re.Pattern, re.Match,
          itertools.count, operator.itemgetter, datetime.date, datetime.timedelta):
    try:
        t.probe = 1
    except TypeError as e:
        print("TypeError:", e)
