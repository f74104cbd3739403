# attack: calling type(map(...)) — must behave as map
# expect: ok
# output: [2]
print(list(type(map(len, []))(len, ['ab'])))
