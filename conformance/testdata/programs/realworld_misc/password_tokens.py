# krait-run: --allow-import secrets,string
import secrets, string, random
alphabet = string.ascii_letters + string.digits
pw = "".join(secrets.choice(alphabet) for _ in range(16))
print(len(pw), all(c in alphabet for c in pw))
print(len(secrets.token_hex()), len(secrets.token_hex(8)), len(secrets.token_bytes(5)), type(secrets.token_bytes()).__name__, len(secrets.token_urlsafe(16)), len(secrets.token_urlsafe()))
print(all(0 <= secrets.randbelow(10) < 10 for _ in range(200)), all(secrets.randbits(4) < 16 for _ in range(100)), secrets.randbits(0), secrets.DEFAULT_ENTROPY)
print(set(secrets.token_hex(4)) <= set("0123456789abcdef"), secrets.compare_digest("abc", "abc"), secrets.compare_digest(b"a", bytearray(b"b")))
for f in [lambda: secrets.randbelow(0), lambda: secrets.randbelow(-1), lambda: secrets.choice([]), lambda: secrets.token_hex(-1), lambda: secrets.randbits(-1),
          lambda: secrets.compare_digest('a', b'a'), lambda: secrets.compare_digest('é', 'é'), lambda: secrets.compare_digest(1, 2), lambda: secrets.randbelow(1)]:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
print(0 <= secrets.randbelow(10**30) < 10**30, len(str(secrets.randbelow(2**64))) <= 20)
print(secrets.SystemRandom is random.SystemRandom, 0 <= secrets.SystemRandom().random() < 1)
