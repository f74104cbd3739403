import unicodedata
o = unicodedata.ucd_3_2_0
for f in ('category', 'name', 'numeric', 'decimal', 'digit', 'mirrored'):
    for args in [(), ('ab',), (1,), ('\U0001f600',)]:
        try:
            print(f, getattr(o, f)(*args))
        except (TypeError, ValueError) as e:
            print(f, type(e).__name__, e)
print(o.numeric('\u2189', 'none'), unicodedata.numeric('\u2189', 'none'), o.decimal('\U0001d7ce', -1), unicodedata.decimal('\U0001d7ce', -1))
print(o.name('\u00e9'), o.lookup('LATIN SMALL LETTER E WITH ACUTE'), type(o).__module__)
try:
    o.lookup('SNOWMAN WITHOUT SNOW')
except KeyError as e:
    print('KeyError', e)
try:
    o.lookup(5)
except TypeError as e:
    print('TypeError', e)
