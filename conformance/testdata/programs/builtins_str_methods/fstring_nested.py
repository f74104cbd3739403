w, p = 10, 3
v = 3.14159
print(f'{v:{w}.{p}f}|', f'{v!r:>12}', f"{'quoted'}", f'{w * 2 = }', f'{v = :.1f}', f'{{literal}}', f'{"a" if w else "b"}', f'{[1, 2][0]}')
