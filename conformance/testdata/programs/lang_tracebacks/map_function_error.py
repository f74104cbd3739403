# traceback: full
def parse_pair(s):
    a, b = s.split(':')
    return int(a), int(b)
print(list(map(parse_pair, ['1:2', '3:4', '5'])))
