# krait-run: --allow-import json
import json
config = json.loads('''
{
  "version": 3,
  "features": {"dark_mode": true, "beta": false},
  "limits": {"max_items": 100, "timeout": 2.5},
  "servers": ["a.example", "b.example"]
}
''')
for k in sorted(config):
    print(k, config[k])
config['limits']['max_items'] *= 2
print(json.dumps(config['limits'], sort_keys=True))
print(json.dumps(config, separators=(',', ':'), sort_keys=True))
