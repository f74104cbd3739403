# krait-run: --allow-import numpy.*
# krait-run: --allow-import json
import numpy as np
a = np.array(['apple', 'kiwi'])
x = a[0]
print(type(x).__name__, repr(x), str(x), x, f"{x:>8}|", x == 'apple', type(x == 'apple').__name__)
print(x + 'z', type(x + 'z').__name__, x * 2, x.upper(), len(x), x[1:3], type(x[1:3]).__name__)
print({x: 1}['apple'], 'apple' in {x}, x in ['apple'], sorted([a[1], a[0]]))
print(a.tolist(), type(a.tolist()[0]).__name__, list(a), a[1] < a[0])
print(x.dtype, x.shape, x.item(), type(x.item()).__name__, isinstance(x, str), isinstance(x, np.generic))
print(np.str_('hi'), type(np.str_('hi')).__name__, np.str_(5))
print(dict(zip(*np.unique(np.array(['b', 'a', 'b']), return_counts=True))))
print(a == x, np.char.upper(a), x.startswith('ap'), ','.join(a), "-".join([x, a[1]]))
import json
print(json.dumps({x: [a[1]]}))
print(a[0] is a[0], hash(x) == hash('apple'), max(a), min(a), x.split('p'))
