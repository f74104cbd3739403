# attack: ''.join of a huge generator
# limits: memory=64MiB
# expect: limit ops
''.join('x' for _ in range(10 ** 10))
