# krait-run: --allow-import hashlib
# BLAKE2b/BLAKE2s over block boundaries with every parameter, and copy().
import hashlib
out = []
for n in [0, 1, 63, 64, 65, 127, 128, 129, 255, 256, 1000]:
    data = bytes((i * 7 + n) % 256 for i in range(n))
    for f, mx in [(hashlib.blake2b, 64), (hashlib.blake2s, 32)]:
        out.append(f(data).hexdigest())
        out.append(f(data, digest_size=mx // 2 + 1, key=b"k" * (n % mx), salt=b"s" * (n % 8), person=b"p" * (n % 8)).hexdigest())
        out.append(f(data, fanout=2, depth=3, leaf_size=n, node_offset=n * 3, node_depth=1, inner_size=n % mx, last_node=bool(n % 2)).hexdigest())
        h = f(data[:n // 2]); c = h.copy(); c.update(data[n // 2:]); out.append(c.hexdigest() + h.hexdigest())
print("\n".join(out))
