# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
import itertools
people = ["Ana", "Ben", "Cleo", "Dev"]
pairs = list(itertools.combinations(people, 2))
print(len(pairs), "pairs:", pairs[:3])
perms = ["".join(p) for p in itertools.permutations("abc")]
print(perms)
for key, group in itertools.groupby(sorted(["apple", "avocado", "banana", "blueberry", "cherry"]), key=lambda w: w[0]):
    print(key, list(group))
print(list(itertools.accumulate([1, 2, 3, 4, 5])))
print(list(itertools.islice(itertools.cycle("xy"), 5)), list(itertools.product([0, 1], repeat=2)))
