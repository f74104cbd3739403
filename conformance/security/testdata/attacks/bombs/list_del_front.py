# attack: del l[0] on a 10**6-item list in a loop (priced by the items it moves)
# limits: memory=64MiB
# expect: limit ops
l = list(range(10 ** 6))
for i in range(10 ** 5):
    del l[0]
