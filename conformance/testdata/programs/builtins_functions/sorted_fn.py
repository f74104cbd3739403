words = ['banana', 'Apple', 'cherry', 'apple']
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len, reverse=True), sorted('cab'), sorted({3: 'a', 1: 'b'}))
print(sorted([(1, 'b'), (1, 'a'), (0, 'z')]), sorted([3, 1, 2], reverse=True), sorted([]))
recs = [('ann', 3), ('bob', 1), ('cat', 3)]
print(sorted(recs, key=lambda r: (-r[1], r[0])))
