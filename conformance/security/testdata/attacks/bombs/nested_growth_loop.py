# attack: a loop appending big lists
# ref: architecture.md §12 item 4 (bombs)
# limits: ops=1e12
# expect: limit memory
l = []
while True:
    l.append([0] * 10000)
