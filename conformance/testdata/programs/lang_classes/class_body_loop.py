class Table:
    names = []
    for i in range(3):
        names.append('col%d' % i)
    del i
    total = len(names)
print(Table.names, Table.total, hasattr(Table, 'i'))
