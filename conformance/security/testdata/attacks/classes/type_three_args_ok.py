# attack: type(name, bases, dict) itself is harmless
# expect: ok
# output: T 1
T = type('T', (), {'x': 1})
print(T.__name__, T().x)
