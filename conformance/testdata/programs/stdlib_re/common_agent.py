import re
text = '''Contact: alice@example.com, bob.smith@mail.org
Phone: +1 (555) 123-4567, 555.987.6543
Date: 2024-01-15 and 2023-12-31'''
print(re.findall(r'[\w.]+@[\w.]+', text))
print(re.findall(r'\d{4}-\d{2}-\d{2}', text))
print([m.groups() for m in re.finditer(r'(\d{4})-(\d{2})-(\d{2})', text)])
print(re.findall(r'\(?\d{3}\)?[ .-]?\d{3}[.-]\d{4}', text))
print(re.sub(r'\s+', ' ', '  too   many    spaces  ').strip())
words = re.findall(r'\b[a-z]+\b', 'The quick brown fox jumps over the lazy dog'.lower())
print(len(words), sorted(set(words))[:4])
print(re.split(r'[.!?]\s*', 'Hi. How are you? Fine!'))
num = re.compile(r'-?\d+(?:\.\d+)?')
print([float(x) for x in num.findall('temps: -3.5, 10, 22.75')])
m = re.match(r'^(?P<key>\w+)\s*=\s*(?P<value>.*)$', 'timeout = 30s')
print(m.group('key'), m.group('value'), m.groupdict())
