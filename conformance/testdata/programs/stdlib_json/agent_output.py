# krait-run: --allow-import json
import json
raw = '{"tool": "search", "arguments": {"query": "weather in Paris", "limit": 3}}'
call = json.loads(raw)
print(call['tool'], call['arguments']['query'], call['arguments']['limit'] + 1)
results = [{'title': f'Result {i}', 'score': round(1 / (i + 1), 3)} for i in range(3)]
print(json.dumps({'results': results}, indent=2))
lines = ['{"a": 1}', '{"a": 2}', '{"a": 3}']
print(sum(json.loads(l)['a'] for l in lines))
