print(b'caf\xc3\xa9'.decode(), b'caf\xe9'.decode('latin-1'), b'caf\xc3\xa9'.decode('ascii', 'ignore'), b'caf\xc3\xa9'.decode('ascii', 'replace'), b'abc'.decode('utf-8'))
