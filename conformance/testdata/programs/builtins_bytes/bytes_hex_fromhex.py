# xfail: bytes.hex(sep) unsupported
print(b'\x00\xffab'.hex(), b'abc'.hex('-'), bytes.fromhex('de ad be ef'), bytes.fromhex('00ff').hex(), bytearray.fromhex('41 42'))
