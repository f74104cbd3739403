print("start")
dict(['ab', 'c'])
print("not reached")
