def step(live):
    counts = {}
    for (r, c) in live:
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                if dr or dc:
                    key = (r + dr, c + dc)
                    counts[key] = counts.get(key, 0) + 1
    return {cell for cell, n in counts.items() if n == 3 or (n == 2 and cell in live)}

def render(live, rows=8, cols=10):
    return "\n".join("".join("#" if (r, c) in live else "." for c in range(cols)) for r in range(rows))

glider = {(0, 1), (1, 2), (2, 0), (2, 1), (2, 2)}
blinker = {(5, 6), (5, 7), (5, 8)}
world = glider | blinker
for gen in range(4):
    print(f"gen {gen}: {len(world)} alive")
    print(render(world))
    world = step(world)
history = []
w = {(1, 1), (1, 2), (2, 1), (2, 2)}
for i in range(3):
    history.append(frozenset(w))
    w = step(w)
print("block stable:", len(set(history)) == 1, sorted(w))
bbox = lambda cells: (min(r for r, _ in cells), min(c for _, c in cells), max(r for r, _ in cells), max(c for _, c in cells))
g = glider
for _ in range(8):
    g = step(g)
print(bbox(glider), bbox(g), sorted(g))
