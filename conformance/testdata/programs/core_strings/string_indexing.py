s = 'abcdefg'
print(s[0], s[-1], s[2:5], s[:3], s[4:], s[::2], s[::-1], s[-3:-1], s[5:2:-1], s[100:], s[-100:2])
try:
    s[7]
except IndexError as e:
    print(e)
try:
    s['a']
except TypeError as e:
    print(e)
try:
    s[0] = 'z'
except TypeError as e:
    print(e)
print(len(s), 'cd' in s, 'x' not in s, s * 2, 2 * 'ab', 'a' + 'b', s < 'abd', 'B' < 'a')
print(ord('a'), chr(97), chr(0x1F600) == '\U0001F600', len('\U0001F600'), 'ü'.upper())
for i, ch in enumerate('hi!'):
    print(i, ch)
