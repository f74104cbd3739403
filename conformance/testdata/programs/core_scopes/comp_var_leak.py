x = 'before'
squares = [x * x for x in range(4)]
print(x, squares)
