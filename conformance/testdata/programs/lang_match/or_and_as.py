def f(cmd):
    match cmd.split():
        case ['go', ('north' | 'south' | 'east' | 'west') as d]:
            return 'moving ' + d
        case ['pick', 'up', item] | ['take', item]:
            return 'taking ' + item
        case ['quit' | 'exit' as q]:
            return 'bye via ' + q
        case [('look' | 'inspect'), *things] if things:
            return 'looking at ' + ' '.join(things)
        case _:
            return 'unknown: ' + cmd
for c in ['go north', 'go up', 'pick up lamp', 'take key', 'quit', 'exit', 'look', 'inspect a b']:
    print(f(c))
