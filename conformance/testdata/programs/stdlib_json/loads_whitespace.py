# krait-run: --allow-import json
import json
print(json.loads('\n\r\t [\n1\n,\r2\t]\n'))
print(json.loads(' {"a" : 1 , "b" :\n2 } '))
for bad in ['\u00a0[1]', '[1]\x0b', '[1\u3000]']:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(e)
