# krait-run: --allow-import textwrap
import textwrap
try:
    textwrap.wrap('abc', 0)
except ValueError as e:
    print(e)
try:
    textwrap.wrap('abc', bogus=1)
except TypeError as e:
    print(e)
print(textwrap.wrap('a b', width=1))
textwrap.fill('x', -3)
