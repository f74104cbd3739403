# xfail: py.InPlace on an int/float left operand reports the binary operator (+) instead of += (reported to py 02:28)
total = 0
for v in [1, 2, '3']:
    total += v
print(total)
