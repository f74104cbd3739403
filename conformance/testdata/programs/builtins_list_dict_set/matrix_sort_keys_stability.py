data = [('b', 2, 1.5), ('a', 2, 0.5), ('c', 1, 2.5), ('a', 1, 1.5), ('b', 1, 0.5)]
for key in [lambda t: t[0], lambda t: t[1], lambda t: t[2], lambda t: (t[1], t[0]), lambda t: -t[2]]:
    print(sorted(data, key=key), sorted(data, key=key, reverse=True)[0])
