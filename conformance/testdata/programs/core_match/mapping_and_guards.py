def handle(event):
    match event:
        case {'type': 'click', 'pos': (x, y)} if x < 0 or y < 0:
            return 'click off-screen'
        case {'type': 'click', 'pos': (x, y)}:
            return f'click at {x},{y}'
        case {'type': 'key', 'key': str(k), **mods} if mods:
            return f'key {k} with {sorted(mods)}'
        case {'type': 'key', 'key': k}:
            return f'key {k}'
        case {'type': t}:
            return f'unhandled {t}'
        case _:
            return 'not an event'
for e in ({'type': 'click', 'pos': (1, 2)}, {'type': 'click', 'pos': (-1, 2)}, {'type': 'key', 'key': 'q'},
          {'type': 'key', 'key': 'q', 'ctrl': True}, {'type': 'scroll'}, [1], {'type': 'key', 'key': 5}):
    print(handle(e))
