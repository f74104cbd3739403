import re
def num(scanner, token):
    return int(token)
s = re.Scanner([(r'\d+', num), (r'[a-z]+', lambda sc, t: t.upper()), (r'\s+', None), (r'[,;]', 'SEP')])
print(s.scan('12 ab, 7 x;!rest'))
print(s.scan(''), s.scan('!!'))
print(s.lexicon[0][0], type(s.scanner).__name__)
last = []
def remember(scanner, token):
    last.append(scanner.match.span())
    return token
s2 = re.Scanner([(r'a+', remember), (r'b', remember)], re.I)
print(s2.scan('AaBaab'), last)
try:
    re.Scanner([(r'(', None)])
except re.error as e:
    print('error:', e)
