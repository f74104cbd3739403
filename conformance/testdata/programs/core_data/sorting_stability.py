data = [('b', 2), ('a', 2), ('c', 1), ('d', 1), ('e', 3)]
print(sorted(data, key=lambda p: p[1]))
print(sorted(data, key=lambda p: p[1], reverse=True))
words = ['banana', 'Apple', 'cherry', 'apple']
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len))
nums = [3, -1, 2, -5]
nums.sort(key=abs)
print(nums)
