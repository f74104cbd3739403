# attack: bare except around a memory bomb
# expect: limit memory
try:
    [0] * 10 ** 10
except:
    pass
print('survived')
