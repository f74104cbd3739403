# krait-run: --allow-import textwrap
import textwrap
print(textwrap.shorten('Hello  world!', width=12))
print(textwrap.shorten('Hello  world!', width=11))
print(textwrap.shorten('Hello world', width=10, placeholder='...'))
print(textwrap.shorten('The quick brown fox jumps over the lazy dog', 25))
print(textwrap.shorten('   spaced\n\tout   text  ', 50))
print(textwrap.shorten('Supercalifragilistic', 10))
