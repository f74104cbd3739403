print(-(-5), +3, -0.0, +True, -True, ~True, abs(-3.5), abs(-0))
print(int('-12'), int(' 42 '), int('0x1f', 16), int('z', 36), int('10', 0), int('0b101', 0))
for bad in ('', '1.5', 'abc', '0x', '1 2'):
    try:
        int(bad)
    except ValueError as e:
        print(e)
print(float(' 1.5 '), float('-inf'), float('1e3'), float('.5'), float('nan'))
try:
    float('x1')
except ValueError as e:
    print(e)
print(int(True), float(False), complex(1, 2), abs(3 + 4j))
