name = 'World'
n = 42
pi = 3.14159265
print(f'Hello, {name}!')
print(f'{n:5d}|{n:<5}|{n:^5}|{n:>5}|{n:05d}')
print(f'{pi:.2f} {pi:10.3f} {pi:e} {pi:g}')
print(f'{name!r} {name!s} {"x"!a}')
print(f'{n:x} {n:o} {n:b} {n:#x} {n:,} {1234567:_}')
print(f'{n + 1} {n * 2:>{n // 7}}')
print(f'{{literal}} {n}%')
print(f'{"nested" + "!"}')
w = 8
print(f'[{name:*^{w + 4}}]')
