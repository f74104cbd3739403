print(bytes(3), bytes([65, 66]), bytes('hé', 'utf-8'), bytes('hé', encoding='latin-1'), bytes(b'x'), bytes(range(3)))
print(bytearray(2), bytearray(b'ab'), bytearray('x', 'ascii'), bytearray([1, 2]))
print(bytes('aé', 'ascii', errors='replace'), bytes('aé', 'ascii', 'ignore'))
