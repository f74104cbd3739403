# attack: list.pop(0) on a 10**6-item list in a loop
# ref: architecture.md §12 item 2 (size-proportional charges inside builtins)
# limits: time=2s
# expect: limit ops
# known-hole: list.pop(0) is charged one op whatever it moves; the loop runs until the time limit — owner: py
l = [0] * 10 ** 6
for i in range(10 ** 5):
    l.pop(0)
