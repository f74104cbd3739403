# attack: except MemoryError around a memory bomb
# expect: limit memory
try:
    bytearray(10 ** 10)
except MemoryError:
    pass
print('survived')
