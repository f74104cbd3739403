# krait-run: --allow-import base64
import base64
class Reader:
    def __init__(self, data, step):
        self.data, self.pos, self.step = data, 0, step
    def read(self, n):
        n = min(n, self.step)
        chunk = self.data[self.pos:self.pos + n]
        self.pos += len(chunk)
        return chunk
    def readline(self):
        i = self.data.find(b'\n', self.pos)
        end = len(self.data) if i < 0 else i + 1
        line = self.data[self.pos:end]
        self.pos = end
        return line
class Writer:
    def __init__(self):
        self.parts = []
    def write(self, b):
        self.parts.append(b)
        return len(b)
w = Writer()
base64.encode(Reader(b'hello world ' * 12, 10), w)
enc = b''.join(w.parts)
print(len(w.parts), enc)
w2 = Writer()
base64.decode(Reader(enc, 1000), w2)
print(b''.join(w2.parts) == b'hello world ' * 12)
print(base64.MAXLINESIZE, base64.MAXBINSIZE, base64.bytes_types)
w3 = Writer()
base64.encode(Reader(b'', 5), w3)
print(w3.parts)
