# while loops with integer arithmetic (each loop stays under smolagents'
# 1,000,000-iteration cap for while statements).
total = 0
for rep in range(2):
    i = 0
    while i < 900000:
        total += i & 15
        i += 1
print(total)
