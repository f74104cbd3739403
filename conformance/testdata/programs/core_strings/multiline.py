text = """line one
line two
line three"""
for i, line in enumerate(text.splitlines()):
    print(i, line)
print(text.count('\n'), 'two' in text)
raw = r'a\nb'
print(raw, len(raw))
print('tab\there', 'new\\nline')
