nums = range(1, 11)
print(list(map(lambda x: x ** 2, filter(lambda x: x % 3 == 0, nums))), sum(map(int, '12345')), list(filter(None, map(lambda s: s.strip(), [' a ', '  ', 'b']))))
