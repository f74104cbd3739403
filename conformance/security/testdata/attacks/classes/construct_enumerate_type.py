# attack: calling type(enumerate(...)) — must behave as enumerate
# expect: ok
# output: [(0, 'a')]
print(list(type(enumerate([]))(['a'])))
