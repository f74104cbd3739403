def read(lines):
    for l in lines:
        yield l
def strip(it):
    for l in it:
        yield l.strip()
def nonempty(it):
    return (l for l in it if l)
def numbered(it):
    yield from enumerate(it, 1)
data = ['  a ', '', ' b', '   ', 'c  ']
for n, l in numbered(nonempty(strip(read(data)))):
    print(n, l)
