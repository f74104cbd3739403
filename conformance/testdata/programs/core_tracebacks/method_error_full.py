# traceback: full
class Parser:
    def __init__(self, text):
        self.text = text
    def parse(self):
        return [self.convert(p) for p in self.text.split(',')]
    def convert(self, part):
        return int(part)
print(Parser('1,2').parse())
Parser('1,x').parse()
