print(list(zip('abc', [1, 2, 3])), list(zip()), list(zip('ab')), list(zip('abc', 'de')), list(zip([1, 2], [3, 4], strict=True)))
pairs = [(1, 'a'), (2, 'b')]
nums, lets = zip(*pairs)
print(nums, lets, dict(zip(lets, nums)))
