name = 'ann'
msg = (f'hello {name}, '
       f'you have {len(name)} letters '
       'and this is plain {not formatted}')
print(msg)
print(f'''triple {name!r}''', f"{'{'}{name}{'}'}")
