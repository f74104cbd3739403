# krait-run: --allow-import textwrap
import textwrap
t = 'This is one. This is two! Is this three? "Quoted." Mr. Smith went. e.g. stop.'
print(textwrap.wrap(t, 30, fix_sentence_endings=True))
print(textwrap.fill(t, 200, fix_sentence_endings=True))
