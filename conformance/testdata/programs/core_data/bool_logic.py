def xor(a, b):
    return (a or b) and not (a and b)
table = [(a, b, xor(a, b)) for a in (False, True) for b in (False, True)]
for row in table:
    print(*row)
print(all([]), any([]), True + True, True * 3, sum([True, False, True]))
print(bool(None), bool(0.0), bool('False'), not not [])
