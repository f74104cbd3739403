# krait-run: --allow-import hashlib
import hashlib
print(sorted(hashlib.algorithms_guaranteed))
print(hashlib.blake2b, type(hashlib.blake2b()))
