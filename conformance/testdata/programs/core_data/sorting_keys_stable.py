records = [('bob', 3), ('amy', 1), ('cat', 3), ('dan', 2), ('eve', 1)]
print(sorted(records, key=lambda r: r[1]))
print(sorted(records, key=lambda r: (-r[1], r[0])))
print(sorted(records, key=lambda r: r[1], reverse=True))
print(min(records, key=lambda r: r[1]), max(records, key=lambda r: r[1]))
nums = [5, -3, 2, -8, 0]
print(sorted(nums, key=abs), sorted(nums, reverse=True), sorted('bca'), sorted({3: 'a', 1: 'b'}))
l = [3, 1, 2]
print(l.sort(), l)
try:
    sorted([1, '2'])
except TypeError as e:
    print(e)
try:
    sorted([3, 1], key=5)
except TypeError as e:
    print(e)
print(sorted([[2, 'b'], [1, 'z'], [2, 'a']]), sorted([(1, None)]))
