# krait-run: --allow-import json
import json, random
random.seed(11)
def gen(d):
    r = random.random()
    if d > 3 or r < 0.35:
        return random.choice([0, -7, 3.25, 1e300, -0.0, 1e-7, 'plain', 'esc"\\\n\t\x01\x7f', 'caf\u00e9\U0001F600', '', None, True, False, 2 ** 80, float('inf')])
    n = random.randint(0, 5)
    if r < 0.65:
        return [gen(d + 1) for _ in range(n)]
    if r < 0.7:
        return tuple(gen(d + 1) for _ in range(n))
    return {random.choice(['a', 'b', 'k\u00e9', 'z', 'x y']) + str(i): gen(d + 1) for i in range(n)}
for i in range(300):
    obj = gen(0)
    kw = {}
    if random.random() < 0.3: kw['indent'] = random.choice([0, 2, '\t', '--', None])
    if random.random() < 0.3: kw['sort_keys'] = True
    if random.random() < 0.3: kw['ensure_ascii'] = False
    if random.random() < 0.2: kw['separators'] = random.choice([(',', ':'), (' , ', ' : ')])
    if random.random() < 0.1: kw['allow_nan'] = False
    try:
        s = json.dumps(obj, **kw)
        print(i, s)
        print(i, json.loads(s) == json.loads(json.dumps(json.loads(s))))
    except ValueError as e:
        print(i, 'ValueError', e)
# random broken documents
alphabet = '{}[]",:\\u0123456789abefnlrstuNIy-+.eE \t\n'
for i in range(600):
    s = ''.join(random.choice(alphabet) for _ in range(random.randint(0, 12)))
    try:
        print('L', i, repr(json.loads(s)))
    except json.JSONDecodeError as e:
        print('L', i, repr(s), e)
    except (ValueError, RecursionError) as e:
        print('L', i, repr(s), type(e).__name__)
