# krait-run: --allow-import json
import json
print(issubclass(json.JSONDecodeError, ValueError))
try:
    json.loads('{bad}')
except ValueError as e:
    print(type(e).__name__, e)
e = json.JSONDecodeError('Custom', 'ab\ncd', 4)
print(e, e.lineno, e.colno, e.msg, e.pos, e.args)
json.loads('[1, 2')
