# attack: d.copy() of a 10**5-entry dict 10**5 times: each copy re-indexes every entry (issue 14, growth loops: the copy charged its bytes but not its hashing and ran into the time limit)
# limits: ops=1e7 memory=256MiB time=60s
# expect: limit ops
d = {i: i for i in range(10**5)}
for i in range(10**5):
    e = d.copy()
