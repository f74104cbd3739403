# krait-run: --allow-import base64
import base64

for s in [b'YQ', b'YQ=', b'YWJjZA=', b'Y', b'YWJjZ', b'a!b', b'YQ==YQ==', b'YW Jj', "YWJj"]:
    try:
        print(base64.b64decode(s))
    except ValueError as e:
        print(type(e).__name__, e)
for s in [b'Y Q==', b'=YQ==', b'YQ==YQ', b'YQ=x=']:
    try:
        print(base64.b64decode(s, validate=True))
    except ValueError as e:
        print(type(e).__name__, e)
for f, arg in [(base64.b64encode, 'x'), (base64.b64decode, 3), (base64.b64decode, 'é'), (base64.b32decode, b'MFRGGZDFGEZA'),
               (base64.b32decode, b'MFRGGZDFGEZA===1'), (base64.b16decode, b'abc'), (base64.b16decode, b'ABC'), (base64.b32decode, b'MFRGGZD=')]:
    try:
        print(f(arg))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    base64.b64decode(b"Y")
except ValueError as e:
    print("caught", e)
