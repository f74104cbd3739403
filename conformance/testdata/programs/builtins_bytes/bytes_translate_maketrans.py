t = bytes.maketrans(b'abc', b'xyz')
print(b'aabbcc'.translate(t), b'hello'.translate(None, b'l'), len(t))
