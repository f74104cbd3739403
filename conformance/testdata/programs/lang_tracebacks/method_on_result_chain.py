# traceback: full
text = 'key=value'
parts = dict(p.split('=') for p in text.split(';'))
print(parts)
text = 'key=value;broken'
parts = dict(p.split('=') for p in text.split(';'))
