print(b'\t\n\r\x00\x7f\x80', b"'", b'"', b'\'"', b'\\', bytes(range(30, 40)), repr(b''), bytearray(b"it's"))
