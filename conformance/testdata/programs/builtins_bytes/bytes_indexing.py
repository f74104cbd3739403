b = b'abc'
print(b[0], b[-1], b[1:], b[::-1], list(b), b'b' in b, 98 in b, b * 2, b + b'd', len(b), b < b'abd')
