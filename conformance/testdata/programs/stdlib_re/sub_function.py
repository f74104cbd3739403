import re
def double(m):
    return str(int(m.group()) * 2)
print(re.sub(r'\d+', double, 'a1 b22 c333'))
print(re.sub(r'[aeiou]', lambda m: m.group().upper(), 'hello world'))
print(re.subn(r'(\w)(\w)', lambda m: m.group(2) + m.group(1), 'abcdef'))
calls = []
def rec(m):
    calls.append(m.span())
    return ''
re.sub('b', rec, 'abcbd')
print(calls)
try:
    re.sub('a', lambda m: 5, 'abc')
except TypeError as e:
    print('TypeError', e)
print(re.sub('a', lambda m: None, 'bab'))
for f in [lambda: re.sub('a', lambda m: 3, 'bab'), lambda: re.sub(b'a', 'x', b'a'), lambda: re.sub('a', b'x', 'a'), lambda: re.sub(b'a', lambda m: 'x', b'a'), lambda: re.sub('a', lambda m: b'x', 'aa'), lambda: re.sub(b'a', 5, b'a')]:
    try:
        print(repr(f()))
    except TypeError as e:
        print('TypeError', e)
seen = []
try:
    re.sub('a', lambda m: seen.append(m.start()) or 1, 'aaa')
except TypeError as e:
    print(seen, e)
