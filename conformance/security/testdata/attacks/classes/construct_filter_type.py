# attack: calling type(filter(...)) — must behave as filter
# expect: ok
# output: [1]
print(list(type(filter(None, []))(None, [0, 1])))
