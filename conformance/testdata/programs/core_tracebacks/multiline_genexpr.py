# traceback: full
items = [1, 2, 3]
result = sum(
    item * undefined_factor
    for item in items
)
