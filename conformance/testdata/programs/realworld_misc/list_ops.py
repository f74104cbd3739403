nums = [5, 3, 8, 1, 9, 2, 7]
print(nums[2:5], nums[::-1], nums[::3], nums[-2:], nums[:-5])
nums.append(4); nums.insert(0, 10); nums.extend([6, 6])
print(nums, len(nums), nums.count(6), nums.index(9))
print(nums.pop(), nums.pop(0), nums)
nums.remove(6)
nums.sort()
print(nums, sorted(nums, reverse=True), list(reversed(nums)))
nums[1:3] = [100, 200, 300]
print(nums)
del nums[::2]
print(nums)
grid = [[0] * 3 for _ in range(3)]
grid[1][1] = 5
bad = [[0] * 3] * 3
bad[1][1] = 5
print(grid, bad)
pairs = list(zip("abc", [1, 2, 3]))
print(pairs, dict(pairs), list(zip(*pairs)))
print([x ** 2 for x in range(10) if x % 3 == 0], [[i * j for j in range(1, 4)] for i in range(1, 4)])
print([y for x in [[1, 2], [3], []] for y in x], [(i, c) for i, c in enumerate("ab", 1)])
print(any(x > 8 for x in nums), all(x > 0 for x in nums), sum(nums) / len(nums), min(nums, default=None))
a = [1, 2, 3]
b = a
c = a[:]
a.append(4)
print(a, b, c, a is b, a == c + [4])
print([1, 2] + [3], [0] * 4, [1, [2, 3]] * 2, 3 in [1, 2, 3], [1, 2] < [1, 3], [2] > [1, 100])
stack, queue = [], []
for i in range(3):
    stack.append(i); queue.append(i)
print(stack.pop(), queue.pop(0), stack, queue)
matrix = [[1, 2, 3], [4, 5, 6]]
print([list(r) for r in zip(*matrix)], [sum(c) for c in zip(*matrix)], [row[::-1] for row in matrix[::-1]])
first, *middle, last = range(6)
print(first, middle, last)
x, (y, z) = 1, (2, 3)
print(x + y + z, list(enumerate(["a", "b"], start=10)), list(range(10, 0, -3)))
print(nums.index(999))
