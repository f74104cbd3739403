"""Generate golden vectors for krait's stdlib/random engine from CPython.

Run with CPython 3.11:  python3 gen_golden.py > golden.json

Every case re-seeds a fresh random.Random, makes one call (or a short run
of calls) and records the outputs. Floats are written as repr() strings
(shortest round-trip), ints as decimal strings, so the Go test can compare
bit for bit. Argument lists are written the same way.
"""
import json
import random
import sys

SEEDS = [
    ("int", 0), ("int", 1), ("int", 42), ("int", -1), ("int", -7),
    ("int", 123456789), ("int", 2**32 - 1), ("int", 2**32), ("int", 2**64 + 3),
    ("int", -(2**100)), ("int", 2**128 + 1), ("int", 10**30),
    ("str", ""), ("str", "hello"), ("str", "h\u00e9llo \u2713 \U0001F600"),
    ("str", "a" * 100),
    ("bytes", b""), ("bytes", b"\x00\xff"), ("bytes", b"bytes seed"),
    ("float", 3.5),
]


def seed_value(kind, v):
    return v


def enc_seed(kind, v):
    if kind == "bytes":
        return {"kind": kind, "hex": v.hex()}
    if kind == "float":
        return {"kind": kind, "value": repr(v)}
    return {"kind": kind, "value": str(v)}


def enc(x):
    if isinstance(x, bool):
        return str(int(x))
    if isinstance(x, int):
        return str(x)
    if isinstance(x, float):
        return repr(x)
    if isinstance(x, bytes):
        return x.hex()
    raise TypeError(type(x))


def enc_list(xs):
    return [enc(x) for x in xs]


# (name, args, how many calls). Integer args are ints, float args floats.
CALLS = [
    ("random", [], 10),
    ("uniform", [-2.5, 7.25], 5),
    ("triangular", [], 5),
    ("triangular", [0.0, 10.0, 2.0], 5),
    ("triangular", [5.0, 5.0, 5.0], 2),
    ("gauss", [], 7),
    ("gauss", [10.0, 2.0], 5),
    ("normalvariate", [], 6),
    ("normalvariate", [-3.0, 0.5], 4),
    ("lognormvariate", [0.0, 1.0], 5),
    ("expovariate", [1.5], 5),
    ("expovariate", [-0.5], 3),
    ("vonmisesvariate", [0.0, 0.0], 3),
    ("vonmisesvariate", [1.0, 4.0], 5),
    ("vonmisesvariate", [-2.0, 0.5], 5),
    ("gammavariate", [0.5, 1.0], 5),
    ("gammavariate", [1.0, 2.0], 5),
    ("gammavariate", [2.5, 1.0], 5),
    ("gammavariate", [100.0, 3.0], 3),
    ("betavariate", [2.0, 3.0], 5),
    ("betavariate", [0.5, 0.5], 5),
    ("paretovariate", [2.5], 5),
    ("weibullvariate", [1.0, 1.5], 5),
    ("randbytes", [7], 2),
    ("randint", [1, 6], 10),
    ("randint", [-10**30, 10**30], 3),
    ("randrange", [10], 5),
    ("randrange", [0, 10], 5),
    ("randrange", [5, 100, 7], 5),
    ("randrange", [100, 5, -3], 5),
    ("randrange", [-10**20, 10**20], 3),
    ("randrange", [0, 2**70, 3], 3),
    ("randrange", [1, 2], 2),
    ("randrange", [2**63 - 5, 2**63 + 5], 3),
    ("choice", [1], 2),
    ("choice", [10], 5),
    ("choice", [1000], 5),
    ("gammavariate", [0.05, 2.0], 4),
    ("gammavariate", [1.0000001, 1.0], 3),
    ("vonmisesvariate", [3.0, 500.0], 4),
    ("vonmisesvariate", [0.0, 1e-6], 2),
    ("triangular", [1.0, 3.0, 1.0], 3),
    ("triangular", [1.0, 3.0, 3.0], 3),
    ("triangular", [5.0, -5.0, 0.0], 3),
    ("betavariate", [1e-3, 5.0], 3),
    ("lognormvariate", [-1.0, 0.25], 3),
    ("paretovariate", [0.3], 3),
    ("weibullvariate", [2.0, 0.2], 3),
    ("uniform", [5.0, 5.0], 2),
    ("uniform", [1e308, -1e308], 2),
    ("randrange", [-10, -100, -7], 4),
    ("randint", [-(2**100), -(2**100) + 3], 4),
]
for k in [0, 1, 5, 31, 32, 33, 63, 64, 65, 100, 200, 1000]:
    CALLS.append(("getrandbits", [k], 2))
for n in [0, 1, 2, 10, 50]:
    CALLS.append(("shuffle", [n], 1))
for n, k in [(10, 3), (10, 10), (100, 5), (1000, 50), (30, 25), (10000, 10), (5, 0), (2000, 6), (85, 6), (86, 6), (1000, 1000), (277, 25), (278, 25), (5000, 300)]:
    CALLS.append(("sample", [n, k], 1))
CALLS.append(("sample_counts", [[4, 2, 1], 5], 1))
CALLS.append(("sample_counts", [[0, 3, 0, 10], 13], 1))
CALLS.append(("choices", [5, 8], 1))
CALLS.append(("choices", [1000, 4], 1))
CALLS.append(("choices", [3, 200], 1))
CALLS.append(("shuffle", [500], 1))
CALLS.append(("choices_weights", [[1e-300, 1e300, 1.0], 5], 1))
CALLS.append(("choices_weights", [[1, 2, 3, 4], 10], 1))
CALLS.append(("choices_weights", [[0.1, 0.0, 2.5], 6], 1))
CALLS.append(("choices_cum", [[1, 1, 5, 10], 10], 1))
CALLS.append(("choices_cum", [[0.5, 2.0, 2.25], 6], 1))
CALLS.append(("gauss_then_seed", [], 1))
CALLS.append(("state", [], 1))


def call(r, name, args):
    if name == "shuffle":
        x = list(range(args[0]))
        r.shuffle(x)
        return x
    if name == "sample":
        return r.sample(range(args[0]), args[1])
    if name == "sample_counts":
        counts, k = args
        return r.sample(range(len(counts)), k=k, counts=counts)
    if name == "choices":
        return r.choices(range(args[0]), k=args[1])
    if name == "choices_weights":
        w, k = args
        return r.choices(range(len(w)), weights=w, k=k)
    if name == "choices_cum":
        w, k = args
        return r.choices(range(len(w)), cum_weights=w, k=k)
    if name == "choice":
        return r.choice(range(args[0]))
    if name == "gauss_then_seed":
        # A pending gauss_next must be dropped by seed(): draw one gauss,
        # re-seed with 5, draw again.
        a = r.gauss()
        r.seed(5)
        return [a, r.gauss()]
    if name == "state":
        v, internal, g = r.getstate()
        return [v, internal[-1]] + list(internal[:4]) + list(internal[-5:-1])
    return getattr(r, name)(*args)


def enc_args(args):
    out = []
    for a in args:
        out.append([enc(x) for x in a] if isinstance(a, list) else enc(a))
    return out


cases = []
for si, (kind, v) in enumerate(SEEDS):
    for name, args, times in CALLS:
        r = random.Random(v)
        outs = []
        for _ in range(times):
            res = call(r, name, args)
            if isinstance(res, list):
                outs.append(enc_list(res))
            else:
                outs.append(enc(res))
        cases.append({"seed": si, "func": name, "args": enc_args(args), "out": outs})

# Error messages (type and text) for bad arguments, seed-independent.
ERRORS = [
    ("randrange", [0]), ("randrange", [-5]), ("randrange", [5, 5]),
    ("randrange", [5, 1]), ("randrange", [0, 10, 0]), ("randrange", [10, 0, 2]),
    ("randrange", [0, 10, -1]), ("randint", [5, 1]), ("choice", [0]),
    ("sample", [3, 4]), ("sample", [3, -1]),
    ("sample_counts", [[0, 0], 1]), ("sample_counts", [[1, -3], 1]),
    ("choices_cum", [[0, 0, 0], 2]), ("choices_weights", [[1.0, float("inf")], 2]),
    ("choices_weights", [[-1, -2], 2]), ("choices_cum", [[], 1]),
    ("gammavariate", [0.0, 1.0]), ("gammavariate", [1.0, -1.0]),
    ("betavariate", [0.0, 1.0]), ("getrandbits", [-1]),
    ("expovariate", [0.0]), ("paretovariate", [0.0]), ("weibullvariate", [1.0, 0.0]),
    ("lognormvariate", [1000.0, 1.0]),
]
errors = []
for name, args in ERRORS:
    r = random.Random(1)
    try:
        res = call(r, name, args)
    except Exception as e:
        errors.append({"func": name, "args": enc_args(args), "type": type(e).__name__, "msg": str(e)})
    else:
        sys.exit(f"{name}{args} did not raise: {res!r}")

json.dump({"python": sys.version.split()[0], "seeds": [enc_seed(k, v) for k, v in SEEDS],
           "cases": cases, "errors": errors}, sys.stdout, indent=0)
sys.stdout.write("\n")
