import re
print(re.findall('(?i)ß', 'ß ẞ SS'), re.findall('(?i)k', 'k K \u212a'), re.findall('(?i)[a-z]+', 'Hello ÀB'), re.match('(?i)ǆ', 'ǅ'))
print(re.findall(r'[à-ÿ]+', 'café naïve'), re.sub(r'(?i)é', 'E', 'Été'), re.fullmatch(r'\w+', 'ünïcödé'), re.fullmatch(r'(?a)\w+', 'ünïcödé'))
print(re.findall(r'\d', '1٢३'), re.findall(r'(?a)\d', '1٢३'), re.findall(r'\s+', 'a\u2009b\u3000c'))
