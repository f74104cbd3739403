# krait-run: --allow-import hashlib
import hashlib
print(hashlib.pbkdf2_hmac('sha256', b'pw', b'salt', 1000).hex(), hashlib.pbkdf2_hmac('sha1', b'pw', b'salt', 2, dklen=10).hex())
print(hashlib.pbkdf2_hmac('sha512', bytearray(b'password'), b'NaCl', 3, 70).hex())
print(hashlib.scrypt(b'pw', salt=b'salt', n=16, r=1, p=1).hex())
print(hashlib.scrypt(b'password', salt=b'NaCl', n=1024, r=8, p=16, dklen=64).hex())
print(hashlib.scrypt(b'', salt=b'', n=16, r=1, p=1, dklen=64).hex())
print(hashlib.scrypt(b'x', salt=b'y', n=4, r=3, p=2, dklen=17).hex())
for a in [("sha256", b"pw", b"salt", 0), ("sha256", "pw", b"s", 1)]:
    try: hashlib.pbkdf2_hmac(*a)
    except Exception as e: print(type(e).__name__, e)
try: hashlib.pbkdf2_hmac('sha256', b'p', b's', 1, dklen=0)
except Exception as e: print(type(e).__name__, e)
for kw in [dict(n=3,r=1,p=1), dict(n=1,r=1,p=1), dict(n=2**20, r=8, p=1), dict(n=4, r=0, p=1)]:
    try: hashlib.scrypt(b'p', salt=b's', **kw)
    except Exception as e: print(type(e).__name__, e)
try: hashlib.scrypt(b'p', b's', n=2,r=1,p=1)
except Exception as e: print(type(e).__name__, e)
print(hasattr(hashlib, 'sha512_224'), hashlib.new('sha512_224', b'a').hexdigest()[:16])
try:
    hashlib.pbkdf2_hmac('nope', b'p', b's', 1)
except ValueError:
    print('unsupported hash: ValueError')
