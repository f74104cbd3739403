# traceback: full
class Reader:
    def __init__(self, lines):
        self.lines = lines
        self.i = 0
    def __iter__(self):
        return self
    def __next__(self):
        line = self.lines[self.i]
        self.i += 1
        return line.strip()
for line in Reader([' a ', 'b ']):
    print(line)
