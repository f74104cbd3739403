data = b'\x01\x02\x03\xff'
print(sum(data), max(data), [hex(x) for x in data], bytes(x ^ 0xff for x in data))
