vals = [0.0, -0.0, 1.0, 0.1, -2.5, 1e300, 5e-324, 123.456, 2.0 ** 53]
for v in vals:
    print(repr(v), v.hex(), v.as_integer_ratio(), v.is_integer(), int(v), float.fromhex(v.hex()) == v)
