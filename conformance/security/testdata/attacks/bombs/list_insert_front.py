# attack: list.insert(0, x) on a 10**6-item list in a loop — each insert moves every item, the op budget must price it
# ref: architecture.md §12 item 2 (size-proportional charges inside builtins)
# limits: time=2s
# expect: limit ops
# known-hole: list.insert and list.pop(0) are charged one op whatever they move; the loop runs until the time limit — owner: py
l = [0] * 10 ** 6
for i in range(10 ** 5):
    l.insert(0, 1)
