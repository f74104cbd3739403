def handle(ev):
    match ev:
        case {'type': 'click', 'pos': (x, y)}:
            return f'click at {x},{y}'
        case {'type': 'key', 'key': str(k), **rest}:
            return f'key {k} extra={rest}'
        case {'type': t}:
            return f'unknown {t}'
        case {}:
            return 'no type'
        case _:
            return 'not a mapping'
for e in [{'type': 'click', 'pos': (1, 2)}, {'type': 'key', 'key': 'a', 'mod': 'ctrl', 't': 1},
          {'type': 'key', 'key': 5}, {'x': 1}, [1], {'type': 'click', 'pos': [3, 4, 5]}]:
    print(handle(e))
