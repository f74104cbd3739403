vals = [0, 1, -1, 255, -256, 2 ** 63, -(2 ** 63) - 1, 12345678901234567890]
for v in vals:
    print(v, v.bit_length(), v.bit_count(), v.as_integer_ratio(), hex(v), v.to_bytes(16, 'big', signed=True).hex(), int.from_bytes(v.to_bytes(16, 'little', signed=True), 'little', signed=True) == v)
