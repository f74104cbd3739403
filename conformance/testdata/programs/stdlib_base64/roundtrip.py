# krait-run: --allow-import base64
import base64

data = [b"", b"a", b"ab", b"abc", b"abcd", b"hello world", bytes(range(256)), b"\xff\xfe\xfd?>"]
for d in data:
    e = base64.b64encode(d)
    u = base64.urlsafe_b64encode(d)
    assert base64.b64decode(e) == d and base64.urlsafe_b64decode(u) == d
    assert base64.b32decode(base64.b32encode(d)) == d
    assert base64.b16decode(base64.b16encode(d)) == d
    assert base64.b85decode(base64.b85encode(d)) == d
    assert base64.a85decode(base64.a85encode(d)) == d
    assert base64.b32hexdecode(base64.b32hexencode(d)) == d
    print(e, u, base64.b32encode(d)[:24], base64.b16encode(d)[:16], base64.b85encode(d)[:20], base64.a85encode(d)[:20])
print(base64.b64encode(b"\xfb\xff", altchars=b"-_"), base64.b64decode("-_8=", altchars="-_"))
print(base64.standard_b64encode(bytearray(b"xyz")), base64.standard_b64decode("eHl6"), base64.b64decode("aGk="))
print(base64.encodebytes(b"x" * 100))
print(base64.decodebytes(b"eHh4\neHh4\n"), base64.b85encode(b"abc", pad=True), base64.b16decode(b"ff", casefold=True))
print(base64.b32decode(b"mfrggzdfgeza====", casefold=True), base64.b32hexencode(b"hi"))
