# A 3M-iteration for loop over range with integer arithmetic.
total = 0
for i in range(3000000):
    total += i * 3 % 7
print(total)
