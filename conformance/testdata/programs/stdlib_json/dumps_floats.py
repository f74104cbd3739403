# krait-run: --allow-import json
import json
for x in [0.1, 1e16, 1e-7, 1.0, -0.0, 3.141592653589793, 1e300, 2.5e-300, 100.0, 123456789.123]:
    print(json.dumps(x))
print(json.dumps([float('nan'), float('inf'), float('-inf')]))
print(json.dumps({'x': float('inf')}))
try:
    json.dumps(float('nan'), allow_nan=False)
except ValueError as e:
    print(e)
