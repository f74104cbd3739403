def summarize(doc):
    match doc:
        case {'type': 'user', 'name': str(name), 'tags': [*tags]}:
            return f'user {name} tags={len(tags)}'
        case {'type': 'group', 'members': [{'name': first}, *others]}:
            return f'group led by {first} (+{len(others)})'
        case {'type': 'group', 'members': []}:
            return 'empty group'
        case {'type': str(t)}:
            return f'unknown type {t}'
        case [*docs]:
            return [summarize(d) for d in docs]
        case _:
            return 'invalid'
print(summarize([{'type': 'user', 'name': 'a', 'tags': ['x', 'y']}, {'type': 'group', 'members': [{'name': 'b'}, {'name': 'c'}]},
                 {'type': 'group', 'members': []}, {'type': 'bot'}, 42]))
