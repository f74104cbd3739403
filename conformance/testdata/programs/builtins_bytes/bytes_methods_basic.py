b = b'Hello, World'
print(b.lower(), b.upper(), b.swapcase(), b.split(b', '), b.replace(b'l', b'L', 2), b.find(b'o'), b.rfind(b'o'), b.count(b'l'), b.startswith(b'He'), b.endswith((b'x', b'ld')))
