# attack: f(**mapping) with 20,000 keys: each key was checked against every keyword before it (quadratic, no charge, no deadline poll) — 128 s for a 30 s time limit
# limits: time=10s
# expect: ok
# output: 20000
def f(**kw):
    return len(kw)
print(f(**{f"k{i}": i for i in range(20000)}))
