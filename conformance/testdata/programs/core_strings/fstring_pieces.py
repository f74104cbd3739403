# f-strings past 4 KiB keep their parts as texts and join them once;
# short parts are written in place (a str's repr, numbers with small
# specs). str.format joins its pieces the same way.
class S(str):
    def __format__(self, spec):
        return 'S<' + spec + '>'
    def __repr__(self):
        return 'Srepr'
X = 'ab\n' * 3000
Y = 'é' * 5000
n = 12345; f = 3.25; b = True
cases = [
    f'{X}', f'{X!r}'[:30], f'{X!a}'[-30:], f'<{X}|{n}|{f:.3f}|{b}>'[-40:], f'{n:>10}{f:08.2f}{n:,}{n:x}{f:e}',
    f'{S("x")}', f'{S("x")!r}', f'{S("x"):abc}', f'{S("q")!s}', f'{Y}{n}{Y!r}'[4990:5030], f'{n:{5}}', f'{f:{1}.{2}}',
    f'{1.5e300:.2f}'[:20], f'{n:1000d}'.strip(), len(f'{n:>5000}'), len(f'{X}{X}{X}'), f'{"x" * 5000!r}'[:8],
    f'{[1, 2]}', f'{None}', f'{None!r:>8}', f'{X:.5}', f'{n=}', f'{X[:3]=}',
]
for c in cases:
    print(repr(c)[:120])
print(f'{X}' is X, f'{Y}' is Y, type(f'{S("z")}'), f'' == '')
T = "{0!r}|{1:>6}|{2}"
print(T.format(X, n, Y)[-20:], len('{}{}{}'.format(X, Y, X)), '{!r}'.format(Y)[:5], '{0:{1}}|'.format(n, 3000)[-6:])
print('{:>5000}'.format('x').strip(), '{a}{b}'.format(a=X, b=n)[-8:], '{{{}}}'.format(X)[:3])
