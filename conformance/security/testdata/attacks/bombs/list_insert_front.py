# attack: list.insert(0, x) on a 10**6-item list in a loop — each insert moves every item, the op budget must price it
# ref: architecture.md §12 item 2 (size-proportional charges inside builtins)
# limits: time=8s memory=64MiB
# expect: limit ops
l = [0] * 10 ** 6
for i in range(10 ** 5):
    l.insert(0, 1)
