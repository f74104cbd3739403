print(hash(1) == hash(1.0) == hash(True), hash(0), hash(-1), hash(-2), hash(2 ** 61), hash(2 ** 61 - 1), hash(1.5), hash(()), hash((1, 2)) == hash((1, 2)))
print(hash(float('inf')), hash(-float('inf')), hash(10 ** 30), hash(-10 ** 30), hash(0.1), hash(1e100))
