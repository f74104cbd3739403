import random
random.seed(1)
calls = [
    ('gammavariate(0, 1)', lambda: random.gammavariate(0, 1)),
    ('gammavariate(1, 0)', lambda: random.gammavariate(1, 0)),
    ('expovariate(0)', lambda: random.expovariate(0)),
    ('expovariate()', lambda: random.expovariate()),
    ('lognormvariate(1)', lambda: random.lognormvariate(1)),
    ('betavariate(0, 1)', lambda: random.betavariate(0, 1)),
    ('paretovariate(0)', lambda: random.paretovariate(0)),
    ('random(1)', lambda: random.random(1)),
    ('uniform(1)', lambda: random.uniform(1)),
    ('uniform(1, "a")', lambda: random.uniform(1, 'a')),
    ('randint(x=1)', lambda: random.randint(1, 2, x=1)),
    ('gauss(1, 2, 3)', lambda: random.gauss(1, 2, 3)),
    ('getrandbits(-1)', lambda: random.getrandbits(-1)),
    ('getrandbits()', lambda: random.getrandbits()),
    ('randbytes(-1)', lambda: random.randbytes(-1)),
    ('shuffle()', lambda: random.shuffle()),
    ('sample([1])', lambda: random.sample([1])),
]
for text, call in calls:
    try:
        print(text, call())
    except (ValueError, TypeError, ZeroDivisionError) as e:
        print(text, type(e).__name__, e)
