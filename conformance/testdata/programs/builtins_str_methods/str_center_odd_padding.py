for w in range(3, 8): print(repr('ab'.center(w, '*')), repr('abc'.center(w, '*')))
