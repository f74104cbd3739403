# f-strings and formatting
x = 42
name = 'krait'
print(f'{x=}', f'{name!r:>10}', f'{x:{"^"}{8}}', f'{3.14159:{".3"}}')
print(f'{"a" if x else "b"}', f'{[1,2][0]}', f'{ {"k": 1}["k"] }', f'{x:,.2f}')
print(f'{name.upper()}', f'{len(name)}', f'{name[1:3]}', f'{x!s:>5}')
print(f"{'nested ' + f'{x}'}")
print(f'{1e-7:.2e}', f'{-0.0}', f'{float("nan")}', f'{10**20}')
print('%s %r %d %.1f %5s|%-5s|' % ('a', 'b', 3, 2.25, 'r', 'l'))
print('{:08.3f} {:+} {: } {:x} {:b}'.format(3.14159, 5, 5, 255, 5))
