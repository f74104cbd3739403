print("start")
str.maketrans('ab', 'c')
print("not reached")
