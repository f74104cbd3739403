from collections import defaultdict
people = [('alice', 'eng'), ('bob', 'ops'), ('carol', 'eng'), ('dan', 'ops'), ('eve', 'mgmt')]
by_team = defaultdict(list)
for name, team in people:
    by_team[team].append(name)
for team, names in by_team.items():
    print(team, names)
counts = defaultdict(int)
for _, team in people:
    counts[team] += 1
print(dict(counts))
tree = lambda: defaultdict(tree)
t = tree()
t['a']['b']['c'] = 1
print(t['a']['b']['c'], list(t['a']))
print(repr(defaultdict(list, {1: [2]})))
