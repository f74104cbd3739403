parts = []
for i in range(5):
    parts.append(str(i) * i)
print('|'.join(parts))
s = ''
for ch in 'hello':
    s = ch + s
print(s)
table = '\n'.join(f'{n:>3} {n * n:>4} {n ** 3:>5}' for n in range(1, 6))
print(table)
print('=' * 20, '-'.center(20, '*'), 'end'.rjust(10, '.'))
csv = 'name,age\nann,30\nbob,25'
rows = [line.split(',') for line in csv.splitlines()]
header, *body = rows
print([dict(zip(header, r)) for r in body])
