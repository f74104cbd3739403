nums = [5, 3, 8, 1]
nums.sort(reverse=True)
print(nums)
nums[1:3] = []
print(nums)
nums.extend(range(3))
print(nums, nums.index(0))
copy = nums[:]
copy.append(99)
print(nums, copy)
nested = [[0] * 2] * 2
nested[0][0] = 1
print(nested)
