# krait-run: --allow-import json
import json
for v in [{1, 2}, b'bytes', object, 1j, range(3)]:
    try:
        json.dumps(v)
    except TypeError as e:
        print(e)
json.dumps({'a': [1, {2}]})
