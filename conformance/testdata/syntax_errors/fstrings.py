print(f'{s')
---
print(f'x}', 1)
---
x = [f'{}', 2]
---
print(f'{x!}' + 'a')
---
print(f'{x)}')
---
print(f'{x!z}')
---
x = f'{' 'a'
---
x = (f'{'
)
---
x = f'{' # comment
---
if x:
    y = f'{a'
---
if x:
    y = f'{a'
z = 1
---
x = f'{a:{b:{c}}}' if y else z
---
x = f'{a#}', b
---
print(f'{\n}')
---
x = f'{a[}]}'
---
print(f'{[}')
---
x = f'{a(]}' + b
---
x = f'{\#}'
---
x = f'{#\}'
---
x = f'{1a}'
---
x = f'{0777}'
---
x = f'{a€}'
---
x = f'{a:{.2f}}'
---
x = f'''{
1a}'''
