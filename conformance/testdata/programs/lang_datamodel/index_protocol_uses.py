class Two:
    def __index__(self): return 2
t = Two()
print(range(t), 'abc'[:t] if False else '', bin(t), hex(t), (10).to_bytes(t, 'big'))
