def run(cmd):
    match cmd.split():
        case ['go', direction]:
            return 'going ' + direction
        case ['pick', 'up', item] | ['take', item]:
            return 'taking ' + item
        case ['drop', *items] if items:
            return 'dropping ' + ', '.join(items)
        case ['quit' | 'exit']:
            return 'bye'
        case _:
            return 'unknown: ' + cmd
for c in ['go north', 'pick up lamp', 'take key', 'drop a b', 'drop', 'exit', 'dance']:
    print(run(c))
