# An exception inside a builtin's iteration closes the temporary generator before the handler runs.
def values():
    try:
        yield 1
        yield 2
        yield "three"
        yield 4
    finally:
        print("values closed")

try:
    print(sum(values()))
except TypeError as e:
    print("TypeError:", e)

try:
    print(max(x for x in values()))
except TypeError as e:
    print("TypeError:", e)

try:
    print(sorted((x, str(x)) for x in values()))
except TypeError as e:
    print("TypeError:", e)
print("end")
