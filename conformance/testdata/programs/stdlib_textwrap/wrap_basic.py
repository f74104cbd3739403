# krait-run: --allow-import textwrap
import textwrap
text = "The quick brown fox jumps over the lazy dog. " * 4
print(textwrap.wrap(text, 30))
print(textwrap.fill(text, width=40))
print(textwrap.wrap('short'))
print(textwrap.wrap(''), textwrap.wrap('   '))
print(textwrap.fill('a b c d e f g', 3))
print(textwrap.wrap('word ' * 20, 12))
