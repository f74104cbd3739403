def execute(command, state):
    match command.split():
        case ['set', key, value]:
            state[key] = int(value) if value.isdigit() else value
        case ['del', key] if key in state:
            del state[key]
        case ['del', key]:
            print('missing', key)
        case ['incr', key, *amount]:
            state[key] = state.get(key, 0) + (int(amount[0]) if amount else 1)
        case ['show']:
            print(dict(sorted(state.items())))
        case []:
            pass
        case [cmd, *_]:
            print('unknown command', cmd)
s = {}
for c in ['set a 1', 'set b hello', 'incr a', 'incr c 5', 'del b', 'del zz', '', 'jump 3', 'show']:
    execute(c, s)
