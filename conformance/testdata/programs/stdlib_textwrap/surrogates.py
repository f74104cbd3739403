# krait-run: --allow-import textwrap
# textwrap keeps lone surrogates and counts each as one character (its
# chunks are cut from the code points, not from Go's decoding of the bytes).
import textwrap
t = 'ab\ud800cd ef\udc80 gh ij-kl mn ' * 3 + 'x\U0001f600y  z. Next one! Ok'
print(ascii(textwrap.wrap(t, width=5)))
print(ascii(textwrap.fill(t, width=7, break_on_hyphens=False)))
print(ascii(textwrap.wrap('é' * 30 + ' ü', width=8)))
print(ascii(textwrap.wrap('Hello there.  Next.', width=9, fix_sentence_endings=True)))
