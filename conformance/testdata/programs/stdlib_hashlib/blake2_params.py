# krait-run: --allow-import hashlib
import hashlib
b = hashlib.blake2b
print(b, b.__name__, b.SALT_SIZE, b.PERSON_SIZE, b.MAX_KEY_SIZE, b.MAX_DIGEST_SIZE, hashlib.blake2s.MAX_DIGEST_SIZE, hashlib.blake2s.SALT_SIZE)
for f in (hashlib.blake2b, hashlib.blake2s):
    for data in [b'', b'abc', b'x' * 63, b'x' * 64, b'x' * 65, b'y' * 127, b'y' * 128, b'y' * 129, bytes(range(256)) * 3]:
        print(f.__name__, len(data), f(data).hexdigest())
    h = f(b'abc', digest_size=16, key=b'k', salt=b's', person=b'p')
    print(h.name, h.digest_size, h.block_size, h.hexdigest(), len(h.digest()))
    print(f(b'abc', key=b'K' * f.MAX_KEY_SIZE).hexdigest())
    print(f(b'tree', fanout=0, depth=255, leaf_size=4096, node_offset=7, node_depth=3, inner_size=f.MAX_DIGEST_SIZE, last_node=True).hexdigest())
    h = f(); h.update(b'a' * 100); c = h.copy(); c.update(b'b'); print(h.hexdigest(), c.hexdigest())
    print(f(b'x', usedforsecurity=False).hexdigest()[:16], f(bytearray(b'x')).hexdigest()[:16])
    for kw in [dict(digest_size=0), dict(digest_size=65), dict(key=b'x' * 65), dict(salt=b'x' * 17), dict(person=b'x' * 17), dict(fanout=256), dict(depth=0), dict(depth=256), dict(leaf_size=-1), dict(node_offset=-1), dict(node_depth=256), dict(inner_size=65), dict(key='s')]:
        try:
            f(**kw)
            print('ok', kw)
        except Exception as e:
            print(type(e).__name__, e)
print(hashlib.new('blake2b', b'x').hexdigest()[:16], hashlib.new('blake2s').name)
try:
    hashlib.new('BLAKE2S', b'q')
except ValueError as e:
    print('ValueError', e)
print('blake2b' in hashlib.algorithms_guaranteed, 'blake2s' in hashlib.algorithms_available)
try:
    hashlib.blake2s(node_offset=2 ** 48)
except Exception as e:
    print(type(e).__name__, e)
try:
    hashlib.blake2s(leaf_size=2 ** 32)
except Exception as e:
    print(type(e).__name__, e)
print(hashlib.blake2s(node_offset=2 ** 48 - 1).hexdigest()[:8], hashlib.blake2b(node_offset=2 ** 64 - 1).hexdigest()[:8])
try:
    hashlib.blake2b('text')
except Exception as e:
    print(type(e).__name__, e)
for v in [2.5, "3", True]:
    try:
        hashlib.blake2b(leaf_size=v); print("ok")
    except TypeError as e:
        print(e)
