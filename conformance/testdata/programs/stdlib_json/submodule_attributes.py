# krait-run: --allow-import json
import json
try:
    json.loads('{"a": }')
except json.decoder.JSONDecodeError as e:
    print('caught', e.msg, e.pos)
print(json.decoder.JSONDecodeError is json.JSONDecodeError, json.encoder.JSONEncoder is json.JSONEncoder)
print(json.decoder.JSONDecoder().decode('[1]'), json.JSONDecodeError.__name__, json.JSONDecodeError.__module__)
