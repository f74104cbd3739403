# krait-run: --allow-import operator
from itertools import permutations, combinations, combinations_with_replacement, product, accumulate, chain, islice, count, cycle, starmap, zip_longest, pairwise, compress, dropwhile, takewhile, filterfalse, tee, repeat
import operator

print(list(permutations("abc", 2)))
print(len(list(permutations(range(5)))), list(combinations([1, 2, 3, 4], 3)))
print(list(combinations_with_replacement("xy", 3)))
print(["".join(p) for p in product("01", repeat=3)])
print(list(accumulate([1, 2, 3, 4, 5], operator.mul)), list(accumulate([3, 1, 4, 1, 5], max, initial=2)))
print(list(chain.from_iterable([[1, 2], (3,), "ab"])))
print(list(islice(count(10, 5), 4)), list(islice(cycle("AB"), 5)))
print(list(starmap(pow, [(2, 3), (3, 2), (10, 0)])))
print(list(zip_longest("abc", [1], fillvalue="-")))
print(list(pairwise([1, 4, 9, 16])))
print(list(compress("ABCDEF", [1, 0, 1, 0, 1, 1])))
print(list(dropwhile(lambda x: x < 5, [1, 4, 6, 2, 8])), list(takewhile(lambda x: x < 5, [1, 4, 6, 2])))
print(list(filterfalse(str.isdigit, "a1b2c3")))
a, b = tee(iter([1, 2, 3]))
print(list(a), list(b), list(repeat("z", 3)))

# subset sum with combinations
nums = [3, 34, 4, 12, 5, 2]
target = 9
hits = [c for r in range(1, len(nums) + 1) for c in combinations(nums, r) if sum(c) == target]
print(hits)
# anagram groups
words = ["listen", "silent", "enlist", "google", "gogole", "cat", "act", "tac", "dog"]
groups = {}
for w in words:
    groups.setdefault("".join(sorted(w)), []).append(w)
print([g for g in groups.values() if len(g) > 1])
# password space
print(sum(1 for p in product("ab1", repeat=4) if any(c.isdigit() for c in p)))
best = max(permutations([3, 30, 34, 5, 9]), key=lambda p: int("".join(map(str, p))))
print("".join(map(str, best)))
