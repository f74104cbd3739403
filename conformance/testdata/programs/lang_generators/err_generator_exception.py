# traceback: full
def parse(rows):
    for r in rows:
        yield int(r)
def total(rows):
    return sum(parse(rows))
print(total(['1', '2']))
print(total(['1', 'two']))
