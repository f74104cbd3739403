data = {'users': [{'name': 'ann', 'roles': ['admin', 'dev'], 'meta': {'age': 31}},
                  {'name': 'bob', 'roles': [], 'meta': {}},
                  {'name': 'cy', 'roles': ['dev'], 'meta': {'age': 25}}]}
devs = [u['name'] for u in data['users'] if 'dev' in u['roles']]
ages = {u['name']: u['meta'].get('age', 'unknown') for u in data['users']}
avg = sum(a for a in ages.values() if isinstance(a, int)) / len([a for a in ages.values() if isinstance(a, int)])
print(devs, ages, f'{avg:.1f}')
by_role = {}
for u in data['users']:
    for r in u['roles'] or ['none']:
        by_role.setdefault(r, []).append(u['name'])
print(dict(sorted(by_role.items())))
