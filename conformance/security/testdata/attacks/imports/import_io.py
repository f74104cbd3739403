# attack: io.open / io.FileIO / io.open_code — krait's io has only in-memory streams
# imports: io
# expect: ok
# output: AttributeError module 'io' has no attribute 'open'
# output: AttributeError module 'io' has no attribute 'FileIO'
# output: AttributeError module 'io' has no attribute 'open_code'
# output: AttributeError module 'io' has no attribute 'TextIOWrapper'
# output: AttributeError module 'io' has no attribute 'BufferedReader'
# output: AttributeError module 'io' has no attribute 'BufferedWriter'
# output: AttributeError module 'io' has no attribute 'BufferedRandom'
# output: AttributeError module 'io' has no attribute 'BufferedRWPair'
# output: AttributeError module 'io' has no attribute 'abc'
# output: AttributeError module 'io' has no attribute 'os'
# output: AttributeError module 'io' has no attribute 'sys'
# output: ['BlockingIOError', 'BufferedIOBase', 'BytesIO', 'DEFAULT_BUFFER_SIZE', 'IOBase', 'RawIOBase', 'SEEK_CUR', 'SEEK_END', 'SEEK_SET', 'StringIO', 'TextIOBase', 'UnsupportedOperation', 'text_encoding']
# output: hello
import io
for name in ['open', 'FileIO', 'open_code', 'TextIOWrapper', 'BufferedReader',
             'BufferedWriter', 'BufferedRandom', 'BufferedRWPair', 'abc', 'os', 'sys']:
    try:
        getattr(io, name)('{CANARY}', 'w')
    except AttributeError as e:
        print('AttributeError', e)
print(sorted(n for n in dir(io) if not n.startswith('_')))
s = io.StringIO('{CANARY}')
s.write('hello')
print(s.getvalue()[:5])
