fs = frozenset([3, 1, 2, 1])
print(sorted(fs), len(fs), 2 in fs, frozenset(), fs == {1, 2, 3}, hash(fs) == hash(frozenset({1, 2, 3})))
print(fs | {9}, fs & {1, 9}, fs - {1}, type(fs | {9}).__name__, frozenset('aa'))
