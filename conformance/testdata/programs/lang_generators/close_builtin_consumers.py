# Builtins that stop early over a temporary generator leave it to be closed right after the call.
def gen(tag):
    try:
        yield 1
        yield 2
        yield 3
    finally:
        print("finally", tag)

print(next(gen("next")))
print(next((x * 10 for x in gen("next-genexp")), None))
print(any(x > 1 for x in gen("any")))
print(all(x < 2 for x in gen("all")))
print(sum(gen("sum")), max(gen("max")), min(x for x in gen("min")))
print(sorted(gen("sorted"), key=lambda v: -v))
print(list(x for x in gen("list") if x != 2))
print(tuple(gen("tuple")), set(gen("set")))
print(dict((x, x * x) for x in gen("dict")))
