def describe(v):
    match v:
        case 0:
            return 'zero'
        case 1 | 2:
            return 'small'
        case int(n) if n < 0:
            return 'negative %d' % n
        case [x, y]:
            return 'pair %r %r' % (x, y)
        case [x, *rest]:
            return 'seq head %r rest %r' % (x, rest)
        case {'type': t, **others}:
            return 'dict %s %s' % (t, others)
        case str() as s:
            return 'string ' + s
        case None:
            return 'none'
        case _:
            return 'other'
for v in (0, 2, -4, [1, 2], [1, 2, 3], (9,), {'type': 'a', 'b': 1}, 'hey', None, 3.5):
    print(describe(v))
