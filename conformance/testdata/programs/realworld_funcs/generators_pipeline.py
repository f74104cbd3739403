def read_lines(text):
    for i, line in enumerate(text.splitlines(), 1):
        yield i, line

def strip_comments(lines):
    for n, line in lines:
        line = line.split("#", 1)[0].rstrip()
        if line:
            yield n, line

def parse(lines):
    for n, line in lines:
        key, sep, value = line.partition("=")
        if not sep:
            yield n, ("error", f"line {n}: missing '='")
            continue
        yield n, (key.strip(), value.strip())

SRC = """# settings
name = demo
debug = true   # turn off in prod
workers=4

oops no equals
path = /usr/local = weird
"""
pipeline = parse(strip_comments(read_lines(SRC)))
print(type(pipeline).__name__)
for n, item in pipeline:
    print(n, item)

def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b

def take(n, it):
    for _, x in zip(range(n), it):
        yield x

print(list(take(10, fib())))
print(sum(x for x in take(30, fib()) if x % 2 == 0))

def averager():
    total = count = 0
    avg = None
    while True:
        x = yield avg
        if x is None:
            return total, count
        total += x
        count += 1
        avg = total / count

g = averager()
next(g)
print([g.send(v) for v in [10, 20, 60]])
try:
    g.send(None)
except StopIteration as e:
    print("result:", e.value)

def delegator():
    result = yield from averager()
    print("delegated result", result)
    yield "done"
d = delegator()
next(d)
d.send(5); d.send(15)
print(d.send(None))

def chunked(it, size):
    chunk = []
    for x in it:
        chunk.append(x)
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk
print(list(chunked(range(11), 4)))
gen = (x * x for x in range(5))
print(next(gen), next(gen), list(gen), list(gen))
def countdown(n):
    try:
        while n > 0:
            yield n
            n -= 1
    finally:
        print("countdown closed at", n)
for v in countdown(5):
    if v == 3:
        break
c = countdown(2)
print(next(c))
c.close()
