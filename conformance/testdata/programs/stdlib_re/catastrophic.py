import re
# A bounded backtracking case that CPython solves quickly.
print(re.match(r'(a+)+b', 'a' * 20 + 'b').span())
print(re.search(r'(x+x+)+y', 'x' * 15 + 'y').span())
print(re.fullmatch(r'(\w+\s?)*', 'word ' * 10).span())
