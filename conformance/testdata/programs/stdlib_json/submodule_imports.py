# krait-run: --allow-import json,json.decoder,json.encoder
import json
from json.decoder import JSONDecodeError, JSONDecoder, NaN, PosInf, NegInf, BACKSLASH, WHITESPACE_STR
from json.encoder import JSONEncoder, encode_basestring, encode_basestring_ascii, INFINITY, ESCAPE_DCT
import json.decoder
print(JSONDecodeError is json.JSONDecodeError, JSONDecoder is json.JSONDecoder, JSONEncoder is json.JSONEncoder, json.decoder.JSONDecodeError is JSONDecodeError)
try:
    json.loads('{"a": }')
except JSONDecodeError as e:
    print('caught', e, e.pos, e.lineno, e.colno)
print(NaN != NaN, PosInf, NegInf, INFINITY, sorted(BACKSLASH.items()), repr(WHITESPACE_STR))
print(encode_basestring('a"é\n\x01'), encode_basestring_ascii('a"é\n\U0001f600'), len(ESCAPE_DCT), ESCAPE_DCT['\x1f'], ESCAPE_DCT['"'])
try:
    encode_basestring(1)
except TypeError as e:
    print('TypeError:', e)
