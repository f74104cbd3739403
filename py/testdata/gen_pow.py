# Generates pow.json: x ** y for random positive floats and fractional
# exponents, as computed by CPython 3.11 (C library pow). Run: python3 gen_pow.py
import json, random
random.seed(3)
cases = []
for _ in range(3000):
    x = random.choice([random.uniform(0, 2), random.uniform(0, 100), 10 ** random.uniform(-300, 300), random.uniform(0.999, 1.001)])
    y = random.choice([random.uniform(-5, 5), random.uniform(-300, 300) / 7, random.randint(-40, 40) + 0.5, random.uniform(-0.01, 0.01)])
    try:
        r = x ** y
    except OverflowError:
        continue
    cases.append([repr(x), repr(y), repr(r)])
json.dump(cases, open('pow.json', 'w'))
