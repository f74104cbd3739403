x = 5
name = 'bob'
print(f'{x=}', f'{x = }', f'{name=!r}', f'{name=!s}', f'{x*2=:>5}', f'{len(name)=}')
