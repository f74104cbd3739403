for s in ["'", '"', "'\"", "''", '""', "a'b\"c", "\\'", '\\"', "\n'", "\x00'\"", "'''", '"""']:
    print(repr(s), ascii(s), repr([s]), repr(s.encode()), repr(bytearray(s.encode())))
