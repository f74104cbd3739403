l = [3, 1, 2]
l.sort(key=lambda x: -x, reverse=False)
print(l, dict.fromkeys(['a'], 0), (5).to_bytes(length=2, byteorder='big'), int.from_bytes(bytes=b'\x01', byteorder='little'), (5).to_bytes(2, 'big', signed=False))
