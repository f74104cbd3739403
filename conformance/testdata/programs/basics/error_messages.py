# The wording of common runtime errors, which agents read to fix their code.
idx = 1.5
nothing = None
text = 'abc'
cases = [
    ('len(5)', lambda: len(5)),
    ('int([])', lambda: int([])),
    ("'a' + 1", lambda: 'a' + 1),
    ("1 + 'a'", lambda: 1 + 'a'),
    ('[1] + (2,)', lambda: [1] + (2,)),
    ('sorted(5)', lambda: sorted(5)),
    ('min()', lambda: min()),
    ("abs('x')", lambda: abs('x')),
    ("round('x')", lambda: round('x')),
    ("'a b'.split(1)", lambda: 'a b'.split(1)),
    ("'x'.join([1])", lambda: 'x'.join([1])),
    ('{}[[1]]', lambda: {}[[1]]),
    ("range('a')", lambda: range('a')),
    ('list(5)', lambda: list(5)),
    ('chr(-1)', lambda: chr(-1)),
    ("ord('ab')", lambda: ord('ab')),
    ('divmod(1, 0)', lambda: divmod(1, 0)),
    ("int('abc')", lambda: int('abc')),
    ("float('x')", lambda: float('x')),
    ("'%d' % 'x'", lambda: '%d' % 'x'),
    ("'{:d}'.format('x')", lambda: '{:d}'.format('x')),
    ("'{0}{1}'.format(1)", lambda: '{0}{1}'.format(1)),
    ('tuple(1)', lambda: tuple(1)),
    ('set([[]])', lambda: set([[]])),
    ('hash([])', lambda: hash([])),
    ('iter(5)', lambda: iter(5)),
    ('next(iter([]))', lambda: next(iter([]))),
    ('zip(1)', lambda: zip(1)),
    ('max([])', lambda: max([])),
    ("sum(['a'])", lambda: sum(['a'])),
    ('isinstance(1, 1)', lambda: isinstance(1, 1)),
    ("getattr(1, 'x')", lambda: getattr(1, 'x')),
    ("1 < 'a'", lambda: 1 < 'a'),
    ('None + 1', lambda: None + 1),
    ("-'a'", lambda: -'a'),
    ('~1.5', lambda: ~1.5),
    ('[].pop()', lambda: [].pop()),
    ("{}.pop('x')", lambda: {}.pop('x')),
    ('[].index(1)', lambda: [].index(1)),
    ("'abc'.index('z')", lambda: 'abc'.index('z')),
    ("'a' * 'b'", lambda: 'a' * 'b'),
    ('[1, 2][5]', lambda: [1, 2][5]),
    ('(1,)[2]', lambda: (1,)[2]),
    ("'ab'[9]", lambda: 'ab'[9]),
    ("{'a': 1}['b']", lambda: {'a': 1}['b']),
    ("int('5', 1)", lambda: int('5', 1)),
    ('10 ** -1 // 0', lambda: 10 ** -1 // 0),
    ('1 % 0', lambda: 1 % 0),
    ('2.0 // 0', lambda: 2.0 // 0),
    ('nothing()', lambda: nothing()),
    ('text()', lambda: text()),
    ('[1, 2, 3].sort(1)', lambda: [1, 2, 3].sort(1)),
    ("sorted([1, 'a'])", lambda: sorted([1, 'a'])),
    ('dict([1, 2])', lambda: dict([1, 2])),
    ("dict(a=1)['b']", lambda: dict(a=1)['b']),
    ("'abc'.foo", lambda: 'abc'.foo),
    ('x_undefined + 1', lambda: x_undefined + 1),
    ('print(end=5)', lambda: print(end=5)),
    ("'{}'.format()", lambda: '{}'.format()),
    ("'%s %s' % (1,)", lambda: '%s %s' % (1,)),
    ("'%s' % (1, 2)", lambda: '%s' % (1, 2)),
    ("bytes('abc')", lambda: bytes('abc')),
    ("b'a' + 'b'", lambda: b'a' + 'b'),
    ('list.append()', lambda: list.append()),
    ('[].append(1, 2)', lambda: [].append(1, 2)),
    ("'abc'.startswith(1)", lambda: 'abc'.startswith(1)),
    ('str.upper(1)', lambda: str.upper(1)),
    ('frozenset([1]).add(2)', lambda: frozenset([1]).add(2)),
    ('(1, 2).append(3)', lambda: (1, 2).append(3)),
    ('object().x', lambda: object().x),
    ('type(1)(1, 2)', lambda: type(1)(1, 2)),
    ("int(float('inf'))", lambda: int(float('inf'))),
    ("int(float('nan'))", lambda: int(float('nan'))),
    ('float(10**400)', lambda: float(10**400)),
    ('10.0 ** 400', lambda: 10.0 ** 400),
    ('[0] * -1 + [] * 2 or 1 / 0', lambda: [0] * -1 + [] * 2 or 1 / 0),
    ("[1, 2][idx]", lambda: [1, 2][idx]),
]
for src, fn in cases:
    try:
        fn()
        print(src, "-> no error")
    except Exception as e:
        print(f"{src:30} {type(e).__name__}: {e}")


def set_real():
    (1).real = 2


try:
    set_real()
except AttributeError as e:
    print("(1).real = 2", e)


def needs(a, b, *, c):
    return a

calls = [
    ("needs(1)", lambda: needs(1)),
    ("needs(1, 2)", lambda: needs(1, 2)),
    ("needs(1, 2, 3, c=4)", lambda: needs(1, 2, 3, c=4)),
    ("needs(1, 2, c=3, d=4)", lambda: needs(1, 2, c=3, d=4)),
    ("needs(1, a=1, b=2, c=3)", lambda: needs(1, a=1, b=2, c=3)),
]
for call, fn in calls:
    try:
        fn()
    except TypeError as e:
        print(f"{call:30} {e}")

class Point:
    def __init__(self, x):
        self.x = x

points = [
    ("Point()", lambda: Point()),
    ("Point(1, 2)", lambda: Point(1, 2)),
    ("Point(1).y", lambda: Point(1).y),
    ("Point(1) + 1", lambda: Point(1) + 1),
    ("Point(1) < Point(2)", lambda: Point(1) < Point(2)),
    ("len(Point(1))", lambda: len(Point(1))),
    ("Point(1)[0]", lambda: Point(1)[0]),
    ("iter(Point(1))", lambda: iter(Point(1))),
]
for src, fn in points:
    try:
        fn()
    except Exception as e:
        print(f"{src:30} {type(e).__name__}: {e}")
