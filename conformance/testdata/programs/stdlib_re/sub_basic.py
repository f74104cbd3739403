import re
print(re.sub(r'\d', '#', 'a1b22c333'))
print(re.sub(r'\d', '#', 'a1b22c333', 2), re.sub(r'\d', '#', 'a1b22c333', count=1))
print(re.subn(r'\d', '#', 'a1b22c333'), re.subn('x', 'y', 'abc'))
print(re.sub(r'(\w+) (\w+)', r'\2 \1', 'hello world foo bar'))
print(re.sub(r'(?P<first>\w+) (?P<second>\w+)', r'\g<second> \g<first>', 'hello world'))
print(re.sub(r'(\w+)', r'\g<1>\g<0>!', 'ab cd'))
print(re.sub('a', r'\n', 'banana'), re.sub('a', '\\\\', 'aa'), re.sub('', '-', 'abc'))
print(re.sub('x*', '-', 'abxd'))
