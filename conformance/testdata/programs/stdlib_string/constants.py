# krait-run: --allow-import string
import string
for name in ['ascii_letters', 'ascii_lowercase', 'ascii_uppercase', 'digits', 'hexdigits', 'octdigits', 'punctuation', 'whitespace', 'printable']:
    print(name, repr(getattr(string, name)), len(getattr(string, name)))
print(all(c in string.printable for c in 'Hello, World!'))
print(''.join(c for c in 'a1b2-c3!' if c in string.ascii_letters + string.digits))
