# krait-run: --allow-import json
import json
data = {
    'users': [
        {'id': 1, 'name': 'Ann', 'tags': ['a', 'b'], 'score': 9.5, 'active': True},
        {'id': 2, 'name': 'B\u00f6b', 'tags': [], 'score': None, 'active': False},
    ],
    'meta': {'count': 2, 'ratio': 0.1 + 0.2},
}
s = json.dumps(data)
print(s)
back = json.loads(s)
print(back == data)
s2 = json.dumps(data, indent=4, sort_keys=True, ensure_ascii=False)
print(s2)
print(json.loads(s2) == data)
