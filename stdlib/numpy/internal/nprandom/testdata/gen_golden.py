"""Write golden.json: numpy 1.24's random streams for the engine's tests.

Run with the oracle:  /usr/bin/python3 gen_golden.py > golden.json

For each API (the legacy RandomState and default_rng's Generator) and each
of 20 integer seeds (plus a few array and large seeds), every call of
CALLS is made on a freshly seeded generator ("single" cases) and all of
them are made in turn on one generator ("program" cases, which check the
state carried between calls: the legacy cached normal, PCG64's spare 32
bits, the binomial set-up). A few long streams exercise the rare branches
(ziggurat tails, rejection loops). Each call's output is flattened and
recorded as its count, its first three values and the first 96 bits of
the SHA-256 of all of them (floats as little-endian IEEE doubles,
integers as little-endian 64-bit words), so the golden file stays small
while every bit is checked. Then come SeedSequence, bit generator and
state checks, and the argument errors numpy raises.
"""
import hashlib
import json
import struct
import sys

import numpy as np

SEEDS = [0, 1, 2, 3, 7, 42, 123, 1234, 2021, 12345, 99999, 314159, 271828,
         1000003, 2**31 - 1, 2**31, 2**32 - 1, 3735928559, 4000000000, 987654321]

P5 = [0.1, 0.2, 0.3, 0.25, 0.15]
P10 = [0.05, 0.0, 0.2, 0.1, 0.15, 0.05, 0.1, 0.2, 0.0, 0.15]

# Calls both APIs make, then each API's own.
COMMON = [
    ("random_or_sample", {"size": 300}),
    ("standard_normal", {"size": 301}),
    ("standard_normal", {"size": 5}),
    ("normal", {"loc": 2.5, "scale": 3.0, "size": 300}),
    ("normal", {"loc": -1.0, "scale": 0.5, "repeat": 51}),
    ("uniform", {"low": -2.0, "high": 5.0, "size": 300}),
    ("uniform", {"low": 0.0, "high": 1.0, "repeat": 20}),
    ("ints", {"low": 0, "high": 10, "size": 300}),
    ("ints", {"low": -1000, "high": 1000, "size": 300}),
    ("ints", {"low": 0, "high": 2**40, "size": 200}),
    ("ints", {"low": -2**63, "high": 2**63 - 1, "size": 100}),
    ("ints", {"low": 7, "size": 100}),
    ("ints", {"low": 0, "high": 2**32, "size": 100}),
    ("ints", {"low": 3, "high": 4, "size": 10}),
    ("ints", {"low": 0, "high": 6, "repeat": 30}),
    ("ints", {"low": -5, "high": 100, "size": 200, "dtype": "int32"}),
    ("ints", {"low": 0, "high": 200, "size": 301, "dtype": "uint8"}),
    ("ints", {"low": 0, "high": 256, "size": 100, "dtype": "uint8"}),
    ("ints", {"low": -300, "high": 300, "size": 301, "dtype": "int16"}),
    ("ints", {"low": 0, "high": 2, "size": 301, "dtype": "bool"}),
    ("ints", {"low": 0, "high": 2**64 - 1, "size": 100, "dtype": "uint64"}),
    ("ints", {"low": 0, "high": 2**32, "size": 100, "dtype": "uint32"}),
    ("choice", {"a": 10, "size": 300}),
    ("choice", {"a": 100, "size": 50, "replace": False}),
    ("choice", {"a": 1000, "size": 30, "replace": False}),
    ("choice", {"a": 5, "size": 300, "p": P5}),
    ("choice", {"a": 10, "size": 5, "replace": False, "p": P10}),
    ("choice", {"a": 10, "size": 8, "replace": False, "p": P10}),
    ("choice", {"a": 7, "repeat": 20}),
    ("permutation", {"n": 100}),
    ("permutation", {"n": 1}),
    ("shuffle", {"n": 50}),
    ("binomial", {"n": 10, "p": 0.3, "size": 300}),
    ("binomial", {"n": 100, "p": 0.5, "size": 300}),
    ("binomial", {"n": 1000, "p": 0.9, "size": 300}),
    ("binomial", {"n": 20, "p": 0.95, "size": 300}),
    ("binomial", {"n": 5, "p": 0.0, "size": 10}),
    ("binomial", {"n": 0, "p": 0.5, "size": 10}),
    ("binomial", {"n": 100000, "p": 0.01, "size": 100}),
    ("binomial", {"n": 30, "p": 0.5, "repeat": 30}),
    ("poisson", {"lam": 3.0, "size": 300}),
    ("poisson", {"lam": 50.0, "size": 300}),
    ("poisson", {"lam": 0.0, "size": 10}),
    ("poisson", {"lam": 1000.5, "size": 100}),
    ("poisson", {"lam": 12.0, "repeat": 30}),
    ("exponential", {"scale": 2.0, "size": 300}),
    ("standard_exponential", {"size": 300}),
    ("gamma", {"shape": 0.5, "scale": 2.0, "size": 200}),
    ("gamma", {"shape": 3.0, "scale": 1.0, "size": 200}),
    ("beta", {"a": 0.5, "b": 0.5, "size": 200}),
    ("beta", {"a": 2.0, "b": 3.0, "size": 200}),
    ("lognormal", {"mean": 0.0, "sigma": 1.0, "size": 200}),
    ("chisquare", {"df": 3.0, "size": 200}),
    ("standard_t", {"df": 5.0, "size": 200}),
    ("standard_cauchy", {"size": 200}),
    ("laplace", {"loc": 1.0, "scale": 2.0, "size": 200}),
    ("gumbel", {"loc": 0.5, "scale": 1.5, "size": 200}),
    ("logistic", {"loc": 0.0, "scale": 1.0, "size": 200}),
    ("triangular", {"left": -1.0, "mode": 0.5, "right": 3.0, "size": 200}),
    ("pareto", {"a": 3.0, "size": 200}),
    ("weibull", {"a": 1.5, "size": 200}),
    ("rayleigh", {"scale": 2.0, "size": 200}),
    ("geometric", {"p": 0.5, "size": 200}),
    ("geometric", {"p": 0.05, "size": 200}),
    ("power", {"a": 3.0, "size": 200}),
    ("wald", {"mean": 1.0, "scale": 2.0, "size": 200}),
    ("f", {"dfnum": 5.0, "dfden": 10.0, "size": 200}),
    ("noncentral_chisquare", {"df": 3.0, "nonc": 2.0, "size": 200}),
    ("noncentral_chisquare", {"df": 0.5, "nonc": 1.5, "size": 200}),
    ("noncentral_f", {"dfnum": 3.0, "dfden": 10.0, "nonc": 2.0, "size": 200}),
    ("negative_binomial", {"n": 5.0, "p": 0.3, "size": 200}),
    ("zipf", {"a": 2.0, "size": 200}),
    ("logseries", {"p": 0.6, "size": 200}),
    ("vonmises", {"mu": 0.5, "kappa": 4.0, "size": 200}),
    ("vonmises", {"mu": 0.0, "kappa": 1e-6, "size": 50}),
    ("vonmises", {"mu": 1.0, "kappa": 1e7, "size": 50}),
    ("hypergeometric", {"ngood": 15, "nbad": 25, "nsample": 12, "size": 200}),
    ("hypergeometric", {"ngood": 5, "nbad": 10, "nsample": 4, "size": 200}),
    ("hypergeometric", {"ngood": 100, "nbad": 200, "nsample": 250, "size": 100}),
    ("multinomial", {"n": 20, "pvals": [0.2, 0.3, 0.5], "size": 100}),
    ("multinomial", {"n": 1000, "pvals": [0.1] * 10, "size": 30}),
    ("multinomial", {"n": 5, "pvals": [0.0, 1.0, 0.0], "size": 5}),
    ("dirichlet", {"alpha": [1.0, 2.0, 3.0], "size": 100}),
    ("dirichlet", {"alpha": [0.05, 0.05, 0.08], "size": 50}),
    ("dirichlet", {"alpha": [0.5, 0.5], "size": 50}),
]

LEGACY = [
    ("rand", {"size": 300}),
    ("randn", {"size": 301}),
    ("tomaxint", {"size": 100}),
]

GENERATOR = [
    ("ints", {"low": 0, "high": 10, "size": 300, "endpoint": True}),
    ("ints", {"low": -3, "high": 3, "size": 300, "endpoint": True, "dtype": "int8"}),
    ("choice", {"a": 100, "size": 50, "replace": False, "shuffle": False}),
    ("choice", {"a": 20000, "size": 1000, "replace": False}),
    ("choice", {"a": 20000, "size": 700, "replace": False, "shuffle": False}),
    ("standard_exponential_inv", {"size": 300}),
]

# Long streams for the rare branches: (api, seed, call).
LONG = [
    ("legacy", 5, ("standard_normal", {"size": 200000})),
    ("generator", 5, ("standard_normal", {"size": 400000})),
    ("generator", 6, ("standard_exponential", {"size": 400000})),
    ("legacy", 7, ("binomial", {"n": 60, "p": 0.6, "size": 100000})),
    ("generator", 7, ("binomial", {"n": 5000, "p": 0.3, "size": 100000})),
    ("legacy", 8, ("poisson", {"lam": 25.0, "size": 100000})),
    ("generator", 8, ("poisson", {"lam": 7.5, "size": 100000})),
    ("generator", 9, ("gamma", {"shape": 0.3, "scale": 1.0, "size": 100000})),
    ("legacy", 9, ("gamma", {"shape": 2.5, "scale": 1.0, "size": 100000})),
]

EXTRA_SEEDS = {
    "legacy": [[1, 2, 3], [0], [2**32 - 1, 0, 12345], list(range(700))],
    "generator": [2**64 + 12345, 2**128 - 1, [1, 2, 3], [2**40, 7], 10**30],
}


# Seeding and state: SeedSequence pools and outputs (with spawn keys and
# children), PCG64's state after seeding and after a 32-bit draw, MT19937
# seeded by a SeedSequence (its first draws use the odd position numpy
# leaves), and RandomState's state words.
SEEDSEQ = [0, 1, 42, 2**32, 2**64 + 5, 2**200 + 3, [1, 2, 3], [0, 0, 0, 0, 0, 7], list(range(10))]


def seedseq_cases():
    out = []
    for e in SEEDSEQ:
        for key, pool in (((), 4), ((3,), 4), ((1, 2**33), 4), ((), 8)):
            ss = np.random.SeedSequence(e, spawn_key=key, pool_size=pool)
            kids = ss.spawn(2)
            out.append({
                "entropy": encode_seed(e), "spawn_key": [str(k) for k in key], "pool_size": pool,
                "pool": [int(v) for v in ss.pool],
                "state32": [int(v) for v in ss.generate_state(9)],
                "state64": [str(int(v)) for v in ss.generate_state(3, np.uint64)],
                "children": [[int(v) for v in k.generate_state(4)] for k in kids],
            })
    return out


def bitgen_cases():
    out = []
    for seed in SEEDS[:10]:
        pcg = np.random.PCG64(seed)
        st0 = pcg.state["state"]
        gen = np.random.Generator(pcg)
        gen.integers(0, 2**32, dtype=np.uint32)
        st1 = pcg.state
        mt = np.random.MT19937(seed)
        raw = [int(v) for v in mt.random_raw(700)]
        mtgen = np.random.Generator(np.random.MT19937(seed))
        rs = np.random.RandomState(seed)
        legacy_key = rs.get_state()[1]
        rs.randn(3)
        st = rs.get_state()
        out.append({
            "seed": str(seed),
            "pcg_state": str(st0["state"]), "pcg_inc": str(st0["inc"]),
            "pcg_after32": str(st1["state"]["state"]), "pcg_uinteger": st1["uinteger"], "pcg_has32": st1["has_uint32"],
            "mt_seq_raw": record(raw),
            "mt_seq_normal": record(flatten(mtgen.standard_normal(500))),
            "legacy_key": record([int(v) for v in legacy_key]),
            "legacy_pos": int(st[2]), "legacy_has_gauss": int(st[3]), "legacy_gauss": repr(float(st[4])),
        })
    return out


# Argument errors numpy raises, with the engine entry point that raises
# them: ints (IntRange), choice (ChoiceIndexes), check (a parameter
# constraint of a distribution).
ERRORS = [
    ("legacy", "ints", {"low": 5, "high": 3}),
    ("legacy", "ints", {"low": 0, "high": 0}),
    ("legacy", "ints", {"low": -1, "high": 5, "dtype": "uint8"}),
    ("legacy", "ints", {"low": 0, "high": 257, "dtype": "uint8"}),
    ("legacy", "ints", {"low": -2**63 - 1, "high": 5}),
    ("legacy", "ints", {"low": 0, "high": 2**63 + 1}),
    ("legacy", "ints", {"low": 0, "high": 3, "dtype": "bool"}),
    ("generator", "ints", {"low": 0, "high": -1, "endpoint": True}),
    ("generator", "ints", {"low": 4, "high": 3, "endpoint": True}),
    ("generator", "ints", {"low": 4, "high": 4}),
    ("generator", "ints", {"low": 0, "high": 2**64, "endpoint": True, "dtype": "uint64"}),
    ("generator", "ints", {"low": -129, "high": 0, "dtype": "int8"}),
    ("legacy", "choice", {"a": 5, "size": 10, "replace": False}),
    ("generator", "choice", {"a": 5, "size": 10, "replace": False}),
    ("legacy", "choice", {"a": 3, "size": 1, "p": [0.5, 0.5]}),
    ("generator", "choice", {"a": 3, "size": 1, "p": [0.5, 0.5]}),
    ("legacy", "choice", {"a": 3, "size": 1, "p": [0.5, 0.6, -0.1]}),
    ("legacy", "choice", {"a": 3, "size": 1, "p": [0.5, 0.6, 0.1]}),
    ("generator", "choice", {"a": 3, "size": 1, "p": [0.5, 0.6, 0.1]}),
    ("generator", "choice", {"a": 3, "size": 2, "replace": False, "p": [1.0, 0.0, 0.0]}),
    ("legacy", "choice", {"a": 3, "size": 2, "replace": False, "p": [1.0, 0.0, 0.0]}),
    ("legacy", "check", {"method": "normal", "args": [0.0, -1.0]}),
    ("generator", "check", {"method": "normal", "args": [0.0, -1.0]}),
    ("legacy", "check", {"method": "poisson", "args": [-1.0]}),
    ("generator", "check", {"method": "poisson", "args": [1e300]}),
    ("legacy", "check", {"method": "binomial", "args": [-1, 0.5]}),
    ("legacy", "check", {"method": "binomial", "args": [-1, 1.5]}),
    ("generator", "check", {"method": "binomial", "args": [3, 1.5]}),
    ("legacy", "check", {"method": "beta", "args": [0.0, 1.0]}),
    ("generator", "check", {"method": "gamma", "args": [-1.0, 1.0]}),
    ("legacy", "check", {"method": "exponential", "args": [-0.0]}),
    ("generator", "check", {"method": "geometric", "args": [0.0]}),
    ("legacy", "check", {"method": "chisquare", "args": [0.0]}),
    ("generator", "check", {"method": "lognormal", "args": [0.0, -2.0]}),
]


def error_cases():
    out = []
    for api, kind, args in ERRORS:
        rng = make(api, 0)
        try:
            if kind == "check":
                getattr(rng, args["method"])(*args["args"])
            else:
                call(rng, api, kind, args)
        except Exception as e:
            out.append({"api": api, "kind": kind, "args": args, "type": type(e).__name__, "msg": str(e)})
            continue
        sys.exit(f"gen_golden: no error from {api} {kind} {args}")
    return out


def make(api, seed):
    if api == "legacy":
        return np.random.RandomState(seed)
    return np.random.default_rng(seed)


def call(rng, api, method, args):
    args = dict(args)
    repeat = args.pop("repeat", None)
    if repeat is not None:
        outs = []
        for _ in range(repeat):
            outs.extend(flatten(call(rng, api, method, args)))
        return outs
    if method == "random_or_sample":
        return rng.random_sample(**args) if api == "legacy" else rng.random(**args)
    if method == "ints":
        if "dtype" in args:
            args["dtype"] = getattr(np, args["dtype"]) if args["dtype"] != "bool" else np.bool_
        if api == "legacy":
            return rng.randint(**args)
        return rng.integers(**args)
    if method == "rand":
        return rng.rand(args["size"])
    if method == "randn":
        return rng.randn(args["size"])
    if method == "permutation":
        return rng.permutation(args["n"])
    if method == "shuffle":
        x = list(range(args["n"]))
        rng.shuffle(x)
        return x
    if method == "standard_exponential_inv":
        return rng.standard_exponential(size=args["size"], method="inv")
    if method == "choice" and api == "legacy":
        args.pop("shuffle", None)
    return getattr(rng, method)(**args)


def flatten(out):
    arr = np.asarray(out)
    if arr.dtype == np.bool_:
        arr = arr.astype(np.int64)
    return list(arr.ravel())


def record(values):
    h = hashlib.sha256()
    head = []
    for v in values:
        if isinstance(v, (float, np.floating)):
            h.update(struct.pack("<d", float(v)))
            if len(head) < 3:
                head.append(repr(float(v)))
        else:
            iv = int(v)
            h.update(struct.pack("<Q", iv & (2**64 - 1)))
            if len(head) < 3:
                head.append(str(iv))
    return {"n": len(values), "head": head, "sha256": h.hexdigest()[:24]}


def api_calls(api):
    return COMMON + (LEGACY if api == "legacy" else GENERATOR)


def encode_seed(seed):
    if isinstance(seed, list):
        return [str(s) for s in seed]
    return str(seed)


def main():
    cases = []
    for api in ("legacy", "generator"):
        calls = api_calls(api)
        for seed in SEEDS + EXTRA_SEEDS[api]:
            singles = []
            for method, args in calls:
                rng = make(api, seed)
                singles.append(record(flatten(call(rng, api, method, args))))
            rng = make(api, seed)
            program = [record(flatten(call(rng, api, method, args))) for method, args in calls]
            cases.append({"api": api, "seed": encode_seed(seed), "single": singles, "program": program})
    long = []
    for api, seed, (method, args) in LONG:
        rng = make(api, seed)
        long.append({"api": api, "seed": str(seed), "method": method, "args": args,
                     "out": record(flatten(call(rng, api, method, args)))})
    json.dump({
        "numpy": np.__version__,
        "calls": {api: [{"method": m, "args": a} for m, a in api_calls(api)] for api in ("legacy", "generator")},
        "cases": cases,
        "long": long,
        "seedseq": seedseq_cases(),
        "bitgen": bitgen_cases(),
        "errors": error_cases(),
    }, sys.stdout, indent=None, separators=(",", ":"))
    sys.stdout.write("\n")


main()
