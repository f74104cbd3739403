# krait-run: --allow-import hashlib
import hashlib

names = ["md5", "sha1", "sha224", "sha256", "sha384", "sha512", "sha3_224", "sha3_256", "sha3_384", "sha3_512"]
for n in names:
    h = getattr(hashlib, n)(b"hello")
    print(n, h.name, h.digest_size, h.block_size, h.hexdigest())
    h2 = hashlib.new(n.upper() if n == "md5" else n, b"hel")
    h2.update(b"lo")
    assert h2.hexdigest() == h.hexdigest() and h2.digest() == h.digest()
print(hashlib.sha256().hexdigest())
print(hashlib.shake_128(b"abc").hexdigest(16), hashlib.shake_256(b"abc").hexdigest(8), len(hashlib.shake_128(b"").digest(40)))
h = hashlib.md5(b"a")
c = h.copy()
c.update(b"b")
print(h.hexdigest(), c.hexdigest(), hashlib.md5(b"ab").hexdigest() == c.hexdigest())
print(hashlib.sha256(bytearray(b"xyz")).digest()[:8], hashlib.sha1(data := "ünï".encode()).hexdigest())
print(sorted(n for n in names if n in hashlib.algorithms_guaranteed))
for bad in (lambda: hashlib.sha256("text"), lambda: hashlib.new("nope"), lambda: hashlib.md5().update(5)):
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
