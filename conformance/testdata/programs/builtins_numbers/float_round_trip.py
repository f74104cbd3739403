vals = [0.1, 2/3, 1e-300, 123.456, float(2**60)]
print([float(repr(v)) == v for v in vals], [float(str(v)) == v for v in vals])
