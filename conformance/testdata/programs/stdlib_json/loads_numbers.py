# krait-run: --allow-import json
import json
for s in ['0', '-1', '123456789012345678901234567890', '1.5', '-0.0', '1e10', '1E-3', '2.5e+2', '1e400', '-1e400', '1e-400', '0.1', '3.141592653589793238']:
    print(s, repr(json.loads(s)))
print(json.loads('NaN'), json.loads('Infinity'), json.loads('-Infinity'))
print(json.loads('[1.0, 2, -3.25e1]'))
