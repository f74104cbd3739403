# krait-run: --allow-import json
import json
for kw in [{}, {'indent': 2}, {'indent': None}, {'sort_keys': True, 'indent': 0}]:
    for v in [float('inf'), [float('-inf')], {'k': float('nan')}, {float('nan'): 1}]:
        try:
            json.dumps(v, allow_nan=False, **kw)
        except ValueError as e:
            print(kw, e)
