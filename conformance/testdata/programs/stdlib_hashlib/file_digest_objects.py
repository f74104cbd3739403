# krait-run: --allow-import hashlib
import hashlib
class Reader:
    def __init__(self, data):
        self.data, self.pos = data, 0
    def readable(self):
        return True
    def readinto(self, buf):
        chunk = self.data[self.pos:self.pos + 5]
        buf[:len(chunk)] = chunk
        self.pos += len(chunk)
        return len(chunk)
print(hashlib.file_digest(Reader(b'hello world, hello'), 'sha256').hexdigest())
print(hashlib.file_digest(Reader(b''), hashlib.md5).hexdigest())
class Buffered:
    def getbuffer(self):
        return b'abc'
print(hashlib.file_digest(Buffered(), 'sha1').hexdigest())
class NotReadable(Reader):
    def readable(self):
        return False
    def __repr__(self):
        return 'NR'
for bad in [NotReadable(b''), 42]:
    try:
        hashlib.file_digest(bad, 'md5')
    except ValueError as e:
        print('ValueError:', e)
try:
    hashlib.file_digest(Reader(b''), 'nope')
except ValueError:
    print('unsupported: ValueError')
