# attack: list.pop(0) on a 10**6-item list in a loop
# ref: architecture.md §12 item 2 (size-proportional charges inside builtins)
# limits: time=8s
# expect: limit ops
l = [0] * 10 ** 6
for i in range(10 ** 5):
    l.pop(0)
