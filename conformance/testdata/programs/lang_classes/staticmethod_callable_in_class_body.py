class K:
    @staticmethod
    def double(x): return x * 2
    values = [double(i) for i in range(3)] if False else None
    twice = double(21)
print(K.twice)
