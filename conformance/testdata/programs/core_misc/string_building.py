parts = []
for i in range(20):
    parts.append(str(i * i))
print(','.join(parts))
s = ''
for ch in 'hello world':
    if ch != 'o':
        s += ch.upper()
print(s)
print('-'.join(reversed(s)))
