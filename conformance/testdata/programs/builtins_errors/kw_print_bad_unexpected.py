print("start")
print('a', color='red')
