# krait-run: --allow-import textwrap
import textwrap
print(textwrap.wrap('supercalifragilisticexpialidocious is long', 10))
print(textwrap.wrap('supercalifragilisticexpialidocious is long', 10, break_long_words=False))
print(textwrap.wrap('a-very-long-hyphenated-word-here and more', 12))
print(textwrap.wrap('a-very-long-hyphenated-word-here and more', 12, break_on_hyphens=False))
print(textwrap.wrap('well-known self-evident co-operate', 10))
print(textwrap.wrap('em--dash--between words', 8))
print(textwrap.wrap('x' * 25, 7))
print(textwrap.wrap('----------', 4))
