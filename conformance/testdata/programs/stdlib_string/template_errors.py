# krait-run: --allow-import string
from string import Template
try:
    Template('$who likes $what').substitute(who='x')
except KeyError as e:
    print('KeyError', e)
for s in ['$', 'line1\n  $1', 'a\nb\n$', 'x ${ y }', 'tail $']:
    try:
        Template(s).substitute(y=1)
    except ValueError as e:
        print(e)
    print(repr(Template(s).safe_substitute()))
print(Template('$ok $bad').safe_substitute(ok='fine'))
Template('${missing}').substitute()
