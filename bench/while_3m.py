# One while loop of 3M iterations (above smolagents' 1,000,000 cap: the
# suite runs with --max-while 0) with integer arithmetic and a branch.
i = 0
total = 0
odd = 0
while i < 3000000:
    total += i % 7
    if i & 1:
        odd += 1
    i += 1
print(total, odd)
