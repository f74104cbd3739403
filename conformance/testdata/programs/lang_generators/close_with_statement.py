# A with block inside a generator exits as soon as the loop over the fresh generator breaks.
class Managed:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        print("enter", self.name)
        return self

    def __exit__(self, exc_type, exc, tb):
        print("exit", self.name, exc_type.__name__ if exc_type else None)
        return False

def rows(name):
    with Managed(name):
        for i in range(4):
            yield i

for r in rows("first"):
    if r == 1:
        break
print("after first")

total = 0
for r in rows("second"):
    total += r
print("total", total)
