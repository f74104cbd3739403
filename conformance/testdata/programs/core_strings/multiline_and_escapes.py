text = """line one
    indented line
last"""
print(text)
print(text.splitlines()[1].strip())
raw = r'C:\new\table'
print(raw, len(raw), '\\n', 'tab\there', 'bell\x41', '\u00e9', '\N{BULLET}')
joined = ('implicit '
          'concatenation '
          f'with {1 + 1}')
print(joined)
print('a' 'b' "c", '''single'triple''', "it's", 'say "hi"')
print(repr("both ' and \""), repr('\x00\x7f'), repr('\t\r'))
