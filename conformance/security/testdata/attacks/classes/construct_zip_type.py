# attack: calling type(zip()) — must behave as zip, never crash
# expect: ok
# output: [(1, 2)]
print(list(type(zip())([1], [2])))
