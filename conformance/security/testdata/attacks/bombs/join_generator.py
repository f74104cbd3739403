# attack: ''.join of a huge generator
# expect: limit ops
''.join('x' for _ in range(10 ** 10))
