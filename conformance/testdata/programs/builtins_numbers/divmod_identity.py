for a in [-7, -1, 0, 5]:
    for b in [-3, 2]:
        q, r = divmod(a, b)
        print(a, b, q, r, q * b + r == a)
