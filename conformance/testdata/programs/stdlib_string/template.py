# krait-run: --allow-import string
from string import Template
t = Template('$who likes $what, ${who}s cost $$5')
print(t.substitute(who='tim', what='kung pao'))
print(t.substitute({'who': 'ann', 'what': 'tea'}))
print(t.substitute({'who': 'ann', 'what': 'tea'}, what='coffee'))
print(t.safe_substitute(who='bo'))
print(t.template)
print(Template('$a$b${c}d').substitute(a=1, b=2.5, c=[3]))
print(Template('no placeholders').substitute())
print(Template('$_x1 $X').substitute(_x1='u', X='caps'))
print(t.get_identifiers(), t.is_valid(), Template('$').is_valid())
