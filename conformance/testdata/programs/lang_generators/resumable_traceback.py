# traceback: full
def parse(items):
    for item in items:
        if item:
            yield int(item)

def doubled(it):
    for x in it:
        yield x * 2

def main():
    total = 0
    for v in doubled(parse(["1", "2", "x3"])):
        total += v
    return total

print(main())
