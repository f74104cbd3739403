# krait-run: --allow-import textwrap
import textwrap
t = 'tabs\there\tand\nnewlines\nhere  double  spaces'
print(textwrap.wrap(t, 15))
print(textwrap.wrap(t, 15, replace_whitespace=False))
print(textwrap.wrap(t, 15, expand_tabs=False))
print(textwrap.wrap(t, 15, drop_whitespace=False))
print(textwrap.wrap('  leading spaces kept', 10))
print(textwrap.wrap('a\tb', 40, tabsize=4))
