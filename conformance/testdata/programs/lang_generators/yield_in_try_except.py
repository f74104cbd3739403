def safe_div(pairs):
    for a, b in pairs:
        try:
            yield a / b
        except ZeroDivisionError:
            yield float('inf')
print(list(safe_div([(1, 2), (1, 0), (3, 3)])))
