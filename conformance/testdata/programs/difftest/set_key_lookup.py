# Found by difftest: a set is looked up in a set as the equal frozenset.
nums = [5, 3, 8, 1]
print(set(nums) in {v % 5 for v in [1, 2, 3]})
fs = {frozenset({1, 2}), frozenset(), 3}
print({1, 2} in fs, set() in fs, {9} in fs, {2, 1} not in fs)
print({1} in frozenset({frozenset({1})}))
try:
    print([1] in fs)
except TypeError as e:
    print(type(e).__name__, e)
fs.discard({1, 2})
print(sorted(map(str, fs)))
fs.remove(set())
print(sorted(map(str, fs)))
try:
    fs.remove({7})
except KeyError as e:
    print(type(e).__name__, e)
big = 2 ** 70
for v in [{}, set(), None, 'ab', [1], (2,), b'x']:
    try:
        print(len(big * v))
    except (TypeError, OverflowError, MemoryError) as e:
        print(type(e).__name__, e)
