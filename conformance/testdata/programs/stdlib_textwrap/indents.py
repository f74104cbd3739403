# krait-run: --allow-import textwrap
import textwrap
t = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore.'
print(textwrap.fill(t, 40, initial_indent='* ', subsequent_indent='  '))
print(textwrap.fill(t, 30, initial_indent='>>> ', subsequent_indent='... '))
w = textwrap.TextWrapper(width=25, initial_indent='- ')
print(w.wrap(t))
w.width = 50
print(w.fill(t))
print(w.width, w.initial_indent, w.break_long_words)
