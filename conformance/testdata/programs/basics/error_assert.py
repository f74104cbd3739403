def positive(n):
    assert n > 0, f"expected a positive number, got {n}"
    return n

print(positive(5))
positive(-1)
