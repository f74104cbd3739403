records = [
    {'id': 1, 'tags': ['x'], 'score': 9.5, 'active': True, 'owner': None},
    {'id': 2, 'tags': [], 'score': 7.25, 'active': False, 'owner': {'name': 'kim'}},
]
def render(v, indent=0):
    pad = '  ' * indent
    if isinstance(v, dict):
        return '{\n' + ',\n'.join(f'{pad}  {k!r}: {render(x, indent + 1)}' for k, x in v.items()) + '\n' + pad + '}'
    if isinstance(v, list):
        return '[' + ', '.join(render(x, indent) for x in v) + ']'
    return repr(v)
for r in records:
    print(render(r))
print([r['id'] for r in records if r['active'] and r['score'] > 5])
owners = [r['owner']['name'] if r['owner'] else '-' for r in records]
print(owners)
