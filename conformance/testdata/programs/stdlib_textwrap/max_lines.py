# krait-run: --allow-import textwrap
import textwrap
t = 'Hello there, how are you this fine day? I am glad to hear it is going well.'
print(textwrap.wrap(t, 20, max_lines=2))
print(textwrap.wrap(t, 20, max_lines=3, placeholder=' ...'))
print(textwrap.fill(t, 30, max_lines=1))
print(textwrap.wrap(t, 20, max_lines=10))
try:
    textwrap.wrap(t, 5, max_lines=1, placeholder=' [long placeholder]')
except ValueError as e:
    print(e)
