# attack: hold ascii()/repr() of large bytes: escapes quadruple the size (issue 14 class 3)
# limits: ops=1e8
# expect: limit memory
b = b"\xff" * 10 ** 6
held = [ascii(b) for _ in range(10)]
