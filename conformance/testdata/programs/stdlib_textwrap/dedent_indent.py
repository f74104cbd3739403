# krait-run: --allow-import textwrap
import textwrap
s = '''
    def f():
        return 1

    x = 2
'''
print(repr(textwrap.dedent(s)))
print(repr(textwrap.dedent('  a\n\tb\n')))
print(repr(textwrap.dedent('   \n  x\n    y\n  ')))
print(repr(textwrap.dedent('no indent\n  some')))
print(repr(textwrap.indent('a\nb\n\nc\n', '> ')))
print(repr(textwrap.indent('a\nb\n\n', '+', lambda line: True)))
print(repr(textwrap.indent('x\r\ny', '  ')))
