# krait-run: --allow-import collections,re,functools,itertools,operator,datetime,decimal,io,fractions,random,string,json,hashlib,uuid,textwrap,difflib,statistics,queue,csv,math
# Every protocol operation that finds no method on an instance of a
# stdlib class reports the class (by the dotted name CPython gives its C
# types, 'datetime.date'), never the Go state the class keeps inside.
import collections, re, functools, itertools, operator, datetime, decimal, io, fractions, random, string, json, hashlib, uuid, textwrap, difflib, statistics, queue, csv, math


class Key:
    def __repr__(self):
        return "Key()"

    def __hash__(self):
        return 1

    def __eq__(self, other):
        return self is other


samples = {
    "OrderedDict": collections.OrderedDict(), "defaultdict": collections.defaultdict(int), "deque": collections.deque(),
    "Counter": collections.Counter(), "ChainMap": collections.ChainMap(),
    "Pattern": re.compile("a"), "Match": re.match("a", "a"), "partial": functools.partial(print),
    "count": itertools.count(), "chain": itertools.chain(), "itemgetter": operator.itemgetter(0),
    "date": datetime.date(2024, 1, 2), "datetime": datetime.datetime(2024, 1, 2), "timedelta": datetime.timedelta(1),
    "time": datetime.time(1), "timezone": datetime.timezone.utc,
    "Decimal": decimal.Decimal(1), "Context": decimal.Context(), "StringIO": io.StringIO("a\nb\n"), "BytesIO": io.BytesIO(),
    "Fraction": fractions.Fraction(1, 2), "Random": random.Random(1), "Template": string.Template("a"),
    "JSONEncoder": json.JSONEncoder(), "sha256": hashlib.sha256(), "UUID": uuid.UUID(int=1),
    "TextWrapper": textwrap.TextWrapper(), "SequenceMatcher": difflib.SequenceMatcher(), "Queue": queue.Queue(),
    "NormalDist": statistics.NormalDist(), "Sniffer": csv.Sniffer(),
}
ops = {
    "getitem": lambda x: x[Key()],
    "setitem": lambda x: operator.setitem(x, Key(), 1),
    "delitem": lambda x: operator.delitem(x, Key()),
    "iter": lambda x: iter(x),
    "contains": lambda x: (Key() in x) if not isinstance(x, itertools.count) else 0,
    "str in": lambda x: ("a\n" in x) if isinstance(x, io.StringIO) else 0,
    "len": lambda x: len(x),
    "neg": lambda x: -x,
    "pos": lambda x: +x,
    "invert": lambda x: ~x,
    "abs": lambda x: abs(x),
    "int": lambda x: int(x),
    "float": lambda x: float(x),
    "complex": lambda x: complex(x),
    "index": lambda x: operator.index(x),
    "factorial": lambda x: math.factorial(x),
    "lt": lambda x: x < Key(),
    "add": lambda x: x + Key(),
    "radd": lambda x: Key() + x,
    "matmul": lambda x: x @ Key(),
    "call": lambda x: x(),
    "next": lambda x: next(x),
    "round": lambda x: round(x),
    # ChainMap: krait does not derive it from MutableMapping (whose __reversed__ is None).
    "reversed": lambda x: reversed(x) if not isinstance(x, collections.ChainMap) else 0,
    "iadd": lambda x: operator.iadd(x, Key()),
}
for name, x in samples.items():
    for opname, op in ops.items():
        try:
            r = op(x)
            print(name, opname, "ok")
        except Exception as e:
            print(name, opname, type(e).__name__ + ":", e)
