a = 'abc'
print(a * 3, a + 'def', 'b' in a, len(a), a[1])
print('-' * 10)
print(ord('A'), chr(97), chr(0x1F600) == '\U0001F600')
print(str(123), str(1.5), str(None), str(True), repr('it\'s'), repr("q\"uote"))
print('ünïcödé'.upper(), len('héllo'), 'ß'.upper())
print(sorted('banana'), list(reversed('abc')))
print('a' < 'b' < 'c', 'abc' == 'ab' + 'c', min('hello'), max('hello'))
