# krait-run: --allow-import string
import string
f = string.Formatter()
print(f.format('{} + {} = {}', 1, 2, 3))
print(f.format('{0:>{1}}|{name!r}|{x[1]}|{obj.real}', 'ab', 5, name='n', x=[7, 8], obj=3j))
print(f.format('{:{}}', 'w', 6), f.format('{a:.{p}f}', a=3.14159, p=2), f.format('{{literal}} {0!s}', None))
print(f.vformat('{0}-{k}', (1,), {'k': 'v'}))
print(list(f.parse('a{{b}}c{0!r:>3}{x.y[0]}')))
print(f.get_field('a.real', (), {'a': 5}), f.get_value(0, ('first',), {}), f.convert_field(3, 'r'), f.format_field(5, '03'))
class Upper(string.Formatter):
    def format_field(self, value, spec):
        return super().format_field(value, spec).upper()
    def get_value(self, key, args, kwargs):
        if isinstance(key, str) and key not in kwargs:
            return '<' + key + '>'
        return super().get_value(key, args, kwargs)
print(Upper().format('{greet}, {name}! {0:x}', 255, greet='hello'))
for bad in ['{', '}', '{!}', '{a!x}', '{0}{}', '{}{0}', '{a[0}', '{:{:{}}}', '{a!rx}', '{a{b}']:
    try:
        print(repr(f.format(bad, 1, 2, a=[1])))
    except (ValueError, IndexError, KeyError) as e:
        print(repr(bad), type(e).__name__, e)
