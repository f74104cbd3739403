# krait-run: --allow-import json
import json
for b in [b'{}', b'\xef\xbb\xbf{}', b'\xff\xfe{\x00}\x00', b'\x00[\x00]', b'[\x00]\x00', b'\x00\x00\x00[', b'[\x00\x00\x00', b'1']:
    print(b, json.detect_encoding(b))
print(json.loads(b'\xef\xbb\xbf{"a": 1}'), json.loads('[1, "\u00e9"]'.encode('utf-8')))
print(json.loads(b'\xff\xfe{\x00"\x00k\x00"\x00:\x00 \x00[\x00t\x00r\x00u\x00e\x00]\x00}\x00'), json.loads(b'[\x002\x00]\x00'))
print(json.loads(b'\xff\xfe\x00\x00"\x00\x00\x00\xe9\x00\x00\x00x\x00\x00\x00"\x00\x00\x00'), json.loads(b'\x00\x00\x00[\x00\x00\x003\x00\x00\x00]'))
print(json.loads(b'\x00[\x00"\xd8=\xde\x00\x00"\x00]') == ['\U0001F600'])
try:
    json.loads(b'\xff')
except UnicodeDecodeError as e:
    print(e)
