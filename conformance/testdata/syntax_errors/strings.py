s = 'hello
---
s = "hello
---
s = '''never closed
x = 1
---
s = """
abc
---
b = b'café'
---
s = 'abc' 'def
---
x = 'a' + "b
---
s = r'\'
---
print('line one
print('line two')
---
s = u'x' b'y'
---
s = b'x' 'y'
---
x = '\N{NOT A REAL NAME}'
---
x = '\N{LATIN SMALL LETTER A'
---
x = '\x4'
---
x = '\U1234'
---
x = "\u12"
---
x = b'\x'
---
x = f'{1'
---
x = f'}'
---
x = f'{}'
---
x = f'{a b}'
---
x = f'{a!z}'
---
x = f'{a!}'
---
x = f'{a:{b:{c:{d}}}}'
---
x = f'{#}'
---
x = f'{lambda x: x}'
---
x = f'{a:{b}'
---
x = f"{'a'!r"
---
x = f'{*a}'
---
x = f'{!r}'
---
x = f'{=}'
