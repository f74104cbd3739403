print(hash((1, 2)) == hash((1, 2)), hash(frozenset([1, 2])) == hash(frozenset([2, 1])), hash('') == hash(''), {(1, 2): 'a'}[(1, 2)])
