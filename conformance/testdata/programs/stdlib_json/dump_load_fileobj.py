# krait-run: --allow-import json
import json
class Buffer:
    def __init__(self, text=''):
        self.parts = [text]
    def write(self, s):
        self.parts.append(s)
        return len(s)
    def read(self):
        return ''.join(self.parts)
buf = Buffer()
json.dump({'k': [1, 2]}, buf, indent=1)
print(repr(buf.read()))
print(json.load(Buffer('[true, null]')))
print(json.load(Buffer('{"x": 1.5}'), parse_float=str))
