print(lenn([1, 2]))
