# An exception leaving the loop body closes the fresh generator before any handler runs.
def resource(name):
    print("open", name)
    try:
        for i in range(3):
            yield i
    finally:
        print("close", name)

def process():
    for i in resource("r1"):
        if i == 1:
            raise ValueError("bad item %d" % i)
        print("item", i)

try:
    process()
except ValueError as e:
    print("handled:", e)

try:
    for i in resource("r2"):
        {}["missing"]
except KeyError as e:
    print("handled KeyError", e)
