print('ab' * 3, 3 * 'x', 'a' + 'b', 'b' in 'abc', 'ac' in 'abc', '' in 'x', 'abc' < 'abd', 'Z' < 'a', 'a' * 0, 'a' * -2, 'abc' == 'abc', 'a' != 'b', min('hello'), 'é' > 'z')
