rows = [('alpha', 3, 0.5), ('beta', 12, 0.25), ('gamma', 7, 1.0)]
header = f"{'name':<8}{'n':>4}{'ratio':>8}"
lines = [header, '-' * len(header)]
for name, n, r in rows:
    lines.append(f'{name:<8}{n:>4}{r:>8.1%}')
lines.append(f"{'total':<8}{sum(r[1] for r in rows):>4}")
print('\n'.join(lines))
