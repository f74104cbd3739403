# krait-run: --allow-import string
import string
print(string.capwords('hello   world  foo'))
print(string.capwords('  leading and trailing  '))
print(string.capwords('ÉCOLE mIxEd cASE'))
print(string.capwords('a-b c-d', '-'))
print(string.capwords('x,y,,z', ','))
print(repr(string.capwords('')))
