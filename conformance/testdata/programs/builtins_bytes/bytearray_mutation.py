ba = bytearray(b'hello')
ba[0] = 72
ba.append(33)
ba.extend(b'??')
ba.insert(0, 62)
print(ba, ba.pop(), ba.pop(0), ba)
ba.remove(108)
ba.reverse()
print(ba)
del ba[1:3]
ba[0:1] = b'XYZ'
print(ba, len(ba), bytes(ba))
