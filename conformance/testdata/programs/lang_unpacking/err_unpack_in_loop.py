# traceback: full
rows = ['a,1', 'b,2', 'c']
for row in rows:
    key, val = row.split(',')
    print(key, val)
