data = {'rent': 1200, 'food': 345.5, 'misc': 78.25}
total = sum(data.values())
for k, v in data.items(): print(f'{k.title():<8}{v:>10,.2f}{v / total:>8.1%}')
print(f'{"Total":<8}{total:>10,.2f}')
