# krait-run: --allow-import string
import string, random
random.seed(2)
f = string.Formatter()
alphabet = ['{', '}', '{}', '{0}', '{1}', '{a}', '!r', '!s', ':', '>5', '.', '[0]', 'x', ' ', '{{', '}}', 'a', '0', '!']
for i in range(800):
    s = ''.join(random.choice(alphabet) for _ in range(random.randint(0, 6)))
    try:
        print(i, repr(s), list(f.parse(s)))
    except ValueError as e:
        print(i, repr(s), 'ValueError', e)
    try:
        print(i, repr(f.format(s, 'p0', [1, 2], a='A', x='X')))
    except Exception as e:
        print(i, type(e).__name__, e)
