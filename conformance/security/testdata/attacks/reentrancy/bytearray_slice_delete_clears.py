# attack: bytearray slice deletion whose bounds' __index__ empty the bytearray (issue 14, class 5)
# expect: ok
# output: bytearray(b'') bytearray(b'')
ba = bytearray(range(10))
class Clear:
    def __index__(self):
        ba.clear()
        return 1
del ba[Clear():8]
first = bytearray(ba)
ba = bytearray(range(10))
del ba[::Clear()]
print(first, ba)
