# krait-run: --allow-import pprint
import pprint
class Sink:
    def __init__(self):
        self.parts = []
    def write(self, s):
        self.parts.append(s)
s = Sink()
pprint.pprint({'a': 1}, s)
pprint.pprint([1, 2], stream=s, width=3)
print(repr(''.join(s.parts)))
