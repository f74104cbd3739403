import re
print(re.findall(r'\w+(?=,)', 'a, b, c'), re.findall(r'(?<=\$)\d+', '$10 and $20'))
print(re.findall(r'\b(?!un)\w+', 'undo redo unto do'), re.findall(r'(?<!-)\b\d+', '-1 2 -3 4'))
print(re.sub(r'(?<=\d)(?=(\d{3})+$)', ',', '1234567'))
print(re.match(r'(?i)hello', 'HeLLo'), re.match(r'(?s).+', 'a\nb').group())
print(re.search(r'(\w)\1', 'abccd').group(), re.search(r'(?P<c>\w)(?P=c)', 'xyzzy').group('c'))
print(re.match(r'(?:ab)+', 'ababx').group(), re.match(r'a{2,3}?', 'aaaa').group(), re.match(r'(a|b)*?c', 'abac').group())
