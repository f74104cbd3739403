t = str.maketrans('abc', 'xyz', 'd')
print('abcd-abcd'.translate(t), t == {97: 120, 98: 121, 99: 122, 100: None})
print('hello'.translate({ord('l'): 'L', ord('o'): None}), str.maketrans({'a': '1'}), 'abc'.translate(str.maketrans({'a': 'AA', 'b': None})))
