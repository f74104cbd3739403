print(str(), str(1), str(1.0), str([1, 'a']), str(None), str(b'ab'), str(b'h\xc3\xa9', 'utf-8'), str(bytearray(b'x'), encoding='ascii'), str(object=5))
