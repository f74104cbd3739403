def read(lines):
    for line in lines:
        yield line.strip()
def nonblank(lines):
    return (l for l in lines if l)
def numbered(lines):
    for i, l in enumerate(lines, 1):
        yield f'{i}: {l}'
src = ['  alpha ', '', 'beta', '   ', 'gamma']
for out in numbered(nonblank(read(src))):
    print(out)
def take(n, it):
    for _, v in zip(range(n), it):
        yield v
def naturals():
    n = 0
    while True:
        yield n
        n += 1
print(list(take(5, (x * x for x in naturals()))))
def chunks(seq, size):
    for i in range(0, len(seq), size):
        yield seq[i:i + size]
print(list(chunks('abcdefg', 3)))
