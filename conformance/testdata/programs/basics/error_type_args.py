def needs_two(a, b):
    return a + b

print(needs_two(1, 2))
needs_two(1)
