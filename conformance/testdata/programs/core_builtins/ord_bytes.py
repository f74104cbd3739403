for a in [b'a', b'ab', bytearray(b'z'), bytearray(b''), b'', 1, 'é', '', 'xy', b'\xff']:
    try:
        print(ord(a))
    except TypeError as e:
        print(e)
print(chr(ord('A') + 2), [ord(c) for c in 'hi'], list(b'hi'))
