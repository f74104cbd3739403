# traceback: full
from collections import deque, defaultdict

deps = {
    "app": ["lib", "utils", "config"],
    "lib": ["utils", "logging"],
    "utils": ["logging"],
    "config": [],
    "logging": [],
    "tests": ["app", "mock"],
    "mock": [],
}

def topo_kahn(deps):
    indeg = {k: 0 for k in deps}
    users = defaultdict(list)
    for node, reqs in deps.items():
        for r in reqs:
            indeg[node] += 1
            users[r].append(node)
    queue = deque(sorted(k for k, d in indeg.items() if d == 0))
    order = []
    while queue:
        n = queue.popleft()
        order.append(n)
        for u in sorted(users[n]):
            indeg[u] -= 1
            if indeg[u] == 0:
                queue.append(u)
    if len(order) != len(deps):
        cyclic = [k for k, d in indeg.items() if d > 0]
        raise ValueError(f"cycle among {cyclic}")
    return order

def topo_dfs(deps):
    state = {}
    order = []
    def visit(n, trail=()):
        if state.get(n) == "done":
            return
        if state.get(n) == "active":
            raise RecursionError("cycle: " + " -> ".join(trail + (n,)))
        state[n] = "active"
        for d in deps[n]:
            visit(d, trail + (n,))
        state[n] = "done"
        order.append(n)
    for n in sorted(deps):
        visit(n)
    return order

print(topo_kahn(deps))
print(topo_dfs(deps))
levels = {}
for n in topo_kahn(deps):
    levels[n] = 1 + max((levels[d] for d in deps[n]), default=-1)
print(levels)
by_level = defaultdict(list)
for n, l in levels.items():
    by_level[l].append(n)
for l in sorted(by_level):
    print(f"level {l}: {', '.join(sorted(by_level[l]))}")
d = deque([1, 2, 3], maxlen=4)
d.extend([4, 5]); d.appendleft(0); d.rotate(2)
print(d, d.maxlen, list(reversed(d)))
deps["logging"] = ["app"]
try:
    topo_kahn(deps)
except ValueError as e:
    print("ValueError:", e)
topo_dfs(deps)
