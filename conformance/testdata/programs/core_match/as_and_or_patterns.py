def shape(cmd):
    match cmd.split():
        case ['go', ('north' | 'south' | 'east' | 'west') as direction]:
            return 'moving ' + direction
        case ['take', item] | ['grab', item]:
            return 'taking ' + item
        case ['drop', *items] if items:
            return 'dropping ' + ', '.join(items)
        case ['quit' | 'exit']:
            return 'bye'
        case []:
            return 'empty'
        case [verb, *_]:
            return 'unknown verb ' + verb
for c in ('go north', 'go up', 'grab lamp', 'take key', 'drop a b', 'drop', 'exit', '', 'dance now'):
    print(repr(c), '->', shape(c))
