# Generators returned by method calls and used in a for header are closed on break too.
class Table:
    def __init__(self, rows):
        self.rows = rows
        self.log = []

    def scan(self):
        self.log.append("scan start")
        try:
            for r in self.rows:
                yield r
        finally:
            self.log.append("scan end")

    def find(self, value):
        for r in self.scan():
            if r == value:
                return True
        return False

t = Table([3, 1, 4, 1, 5])
print(t.find(4), t.log)
print(t.find(9), t.log)
for r in t.scan():
    if r > 3:
        break
print(t.log)
