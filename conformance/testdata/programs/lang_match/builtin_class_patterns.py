def kind(v):
    match v:
        case bool(b):
            return f'bool {b}'
        case int(n) if n > 100:
            return 'big int'
        case int():
            return 'int'
        case float(f):
            return f'float {f}'
        case str() as s if len(s) > 3:
            return 'long str ' + s
        case str(s):
            return 'str ' + s
        case list([x, *_]):
            return f'list starting {x}'
        case dict():
            return 'dict'
        case (a, b):
            return f'pair {a} {b}'
        case _:
            return 'other'
for v in [True, 500, 3, 2.5, 'hello', 'hi', [9, 8], {}, (1, 2), None, []]:
    print(kind(v))
