# attack: iterating a huge range
# expect: limit ops
for i in range(10 ** 18):
    pass
